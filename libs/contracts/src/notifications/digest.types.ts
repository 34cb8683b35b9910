import type { DigestFrequency } from '../identity/notification-preferences.js';

/**
 * The daily and weekly digests (spec: daily_digest_email, weekly_digest_email — now one digest
 * frequency, ADR 0029 — and push_weekly_digest;
 * "the weekly digest goes every Monday with updates from the past 7 days"). See docs/adr/0013-digests.md.
 */
export const DIGEST_KINDS = ['daily', 'weekly'] as const;
export type DigestKind = (typeof DIGEST_KINDS)[number];

/** How far back each digest looks. */
export const DIGEST_WINDOW_DAYS: Readonly<Record<DigestKind, number>> = { daily: 1, weekly: 7 };

/** Why a member would get no digest: nothing happened, their preferences say no, or they are suspended / not approved. */
export type DigestSkipReason = 'nothing-new' | 'opted-out' | 'inactive';

/** What a digest counts, per section. */
export interface DigestCounts {
  newReagents: number;
  newRequests: number;
  swapActivity: number;
  unreadMessages: number;
}

/** GET /api/admin/digests/:memberId?kind=daily|weekly: the digest as it would go out now (admins only). */
export interface DigestPreview {
  memberId: string;
  kind: DigestKind;
  /** The period covered, [since, until), ISO timestamps; until is the time of the preview. */
  since: string;
  until: string;
  counts: DigestCounts;
  /** The member's choice (Profile → Notifications): how often their digest e-mail comes. */
  digestFrequency: DigestFrequency;
  /** Which channels the member's preferences let this digest through (before activity and account status). */
  channels: { email: boolean; push: boolean };
  /** Whether the member would receive it, and if not, why. */
  wouldSend: boolean;
  skipReason: DigestSkipReason | null;
  /** The rendered e-mail; null when there is nothing new (no digest is rendered then). */
  email: { subject: string; html: string; text: string } | null;
  /** The weekly digest's push; null for the daily digest (e-mail only) and when there is nothing new. */
  push: { title: string; body: string; url: string } | null;
}

export const DIGEST_PREVIEW_MESSAGES = {
  nothingNew: 'Nothing new for this member in this period: no digest would be sent.',
  optedOut: 'This member has turned this digest off: it would not be sent.',
  memberChoice: "Member's digest",
  inactive: 'This member is suspended or not approved: no digest would be sent.',
  loadFailed: 'Failed to load the digest preview',
} as const;
