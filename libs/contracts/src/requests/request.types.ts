import type { CategoryView, CursorPage } from '../catalog/catalog.types.js';

/** Response and request shapes of `/api/reagent-requests`. */

/** The requester as a request card shows them; never an e-mail. */
export interface RequesterView {
  id: string;
  userName: string | null;
  displayName: string | null;
  labName: string | null;
  university: string | null;
}

/** A reagent request (spec §3 "Reagent request", joined profile and category). */
export interface ReagentRequestView {
  id: string;
  name: string;
  catalogNumber: string | null;
  category: CategoryView | null;
  description: string | null;
  amount: number | null;
  unit: string | null;
  numberOfPackages: number | null;
  storageConditions: string | null;
  city: string | null;
  country: string | null;
  /** CAS Registry Number (NNNNNNN-NN-N) or null. */
  casNumber: string | null;
  isFulfilled: boolean;
  /** ISO timestamps */
  createdAt: string;
  updatedAt: string;
  requester: RequesterView;
}

export type ReagentRequestPage = CursorPage<ReagentRequestView>;

/** GET /api/reagent-requests/{id}/matches: an available listing that matches the request (ADR 0026), newest first. */
export interface RequestMatchView {
  reagentId: string;
  name: string;
  categoryName: string | null;
  casNumber: string | null;
  /** ISO timestamp */
  listedAt: string;
}

/** POST /api/reagent-requests and PATCH /api/reagent-requests/{id} (a PATCH may leave fields out; null or '' clears one). */
export interface ReagentRequestBody {
  name?: string;
  catalogNumber?: string | null;
  /** Category id or name; null or '' for None. */
  category?: string | null;
  description?: string | null;
  amount?: string | number | null;
  unit?: string | null;
  numberOfPackages?: string | number | null;
  storageConditions?: string | null;
  city?: string | null;
  country?: string | null;
  /** CAS Registry Number; spaces and missing dashes are fine; null or '' clears it. */
  casNumber?: string | null;
}

/** GET /api/reagent-requests query parameters. */
export interface ReagentRequestQuery {
  /** Words in the name, catalogue number or description (case- and accent-insensitive, partial). */
  search?: string;
  /** Category id */
  category?: string;
  /** A city or a country, matched whole and case-insensitively. */
  location?: string;
  /** Only requests with this CAS number (normalised); an invalid one is refused. */
  cas?: string;
  /** nextCursor of the previous page */
  cursor?: string;
  /** 1–60, default 24 */
  limit?: number;
}

/** DELETE /api/reagent-requests/{id} */
export interface ReagentRequestDeleted {
  message: string;
  id: string;
}
