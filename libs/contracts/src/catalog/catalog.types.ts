/** Response shapes of the catalog API (`/api/reagents`, `/api/categories`, `/api/images`). */

import type { GhsPictogramCode } from './ghs.js';

/** The owner as a listing shows them (spec §3 "Joined: owner profile"); never an e-mail. */
export interface ReagentOwnerView {
  id: string;
  userName: string | null;
  displayName: string | null;
  labName: string | null;
  university: string | null;
  city: string | null;
  country: string | null;
  location: string | null;
}

/** A reagent as every catalog endpoint returns it (spec §3 "Detail view shape"). */
export interface ReagentView {
  id: string;
  name: string;
  catalogNumber: string;
  category: CategoryView;
  description: string;
  amount: number;
  unit: string;
  /** "100 g" */
  amountText: string;
  storageConditions: string;
  numberOfPackages: number;
  /** yyyy-MM-dd or null */
  expiryDate: string | null;
  /** GHS pictograms the lister ticked, in code order (issue 18); [] when none. */
  ghsPictograms: GhsPictogramCode[];
  /** GHS H-statement codes ('H225'), in code order; texts from HAZARD_STATEMENTS. */
  hazardStatements: string[];
  /** Display size (detail page) and thumbnail (cards), under /api/images/; null without an image. */
  imageUrl: string | null;
  thumbnailUrl: string | null;
  /** ISO timestamps */
  dateAdded: string;
  updatedAt: string;
  available: boolean;
  /** A completed swap gave it to another member: unavailable for good (no Reactivate). */
  swappedAway: boolean;
  /** The reagent's own location, else the owner's (spec §3). */
  city: string | null;
  country: string | null;
  /** CAS Registry Number (NNNNNNN-NN-N) or null. */
  casNumber: string | null;
  owner: ReagentOwnerView;
}

/** A keyset page: pass `nextCursor` back as `cursor` for the next one; null on the last page. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface CategoryView {
  id: string;
  name: string;
}

/** GET /api/reagents/count */
export interface ListingCount {
  total: number;
}

/** GET /api/reagents/locations: the Browse location select. */
export interface ListingLocations {
  countries: string[];
  cities: string[];
}

/** GET /api/reagents/mine/counts: My Reagents tabs and the dashboard. */
export interface MyReagentCounts {
  available: number;
  removed: number;
  total: number;
}

/** POST /api/reagents/{id}/remove and /reactivate */
export interface ReagentActionResult {
  message: string;
  reagent: ReagentView;
}

export interface CsvRowProblem {
  /** Row number as a spreadsheet shows it (the header is row 1). */
  line: number;
  /** The row's name cell ('' when missing), for the spec's "{name}: {message}" list. */
  name: string;
  message: string;
}

/** POST /api/reagents/import */
export interface CsvImportReport {
  /** 'Successfully uploaded N reagents!' when any were created, else 'Failed to upload reagents.' */
  message: string;
  created: number;
  failed: number;
  skipped: number;
  createdIds: string[];
  /** Rows refused, with the spec's messages; the good rows were imported all the same. */
  errors: CsvRowProblem[];
  /** Rows not imported because they are identical to a listing the owner already has. */
  duplicates: CsvRowProblem[];
}

/** POST /api/reagents and PATCH /api/reagents/{id} (a PATCH may leave fields out; null clears expiryDate). */
export interface ReagentFormBody {
  name?: string;
  catalogNumber?: string;
  /** Category id (e.g. 'chemicals') or its name. */
  category?: string;
  description?: string;
  /** A number, or text whose first number is used ('2.5 mL' → 2.5), else 0. */
  amount?: string | number;
  unit?: string;
  storageConditions?: string;
  numberOfPackages?: string | number;
  /** yyyy-MM-dd; an unparsable value is stored as no date. */
  expiryDate?: string | null;
  city?: string;
  country?: string;
  /** CAS Registry Number; spaces and missing dashes are fine ('67641'); '' clears it on edit. */
  casNumber?: string;
  /** GHS pictogram codes (GHS01–GHS09); an unknown code is refused. A PATCH without it keeps them. */
  ghsPictograms?: GhsPictogramCode[];
  /** GHS H-statement codes ('H225'); an unknown code is refused. */
  hazardStatements?: string[];
}

/** GET /api/reagents and /api/reagents/count query parameters. */
export interface ListingQuery {
  search?: string;
  /** Category id */
  category?: string;
  /** A city or a country (see /api/reagents/locations) */
  location?: string;
  /** Only this owner's reagents (public profile's Available Reagents). */
  ownerId?: string;
  /** Only listings with this CAS number (normalised: '67641' finds 67-64-1); an invalid one is refused. */
  cas?: string;
  /** 'true': only listings without any GHS pictogram (Browse's 'No hazard pictograms'). */
  noHazardPictograms?: 'true';
  /** 'true': also listings past their expiry date (Browse's 'Show expired'); hidden by default. */
  showExpired?: 'true' | 'false';
  cursor?: string;
  /** 1–60, default 24 */
  limit?: number;
}
