import type { EntityManager } from '@mikro-orm/postgresql';
import { ratingEditableUntil, type AdminRatingView, type MemberRatingSummary, type SwapRatingView } from '@reagentswap/contracts';

/** A row of swap_ratings as the statements here select it. */
export interface RatingRow {
  id: string;
  swap_id: string;
  rater_id: string;
  ratee_id: string;
  stars: number;
  comment: string | null;
  hidden_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const RATING_COLUMNS = 'id, swap_id, rater_id, ratee_id, stars, comment, hidden_at, created_at, updated_at';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A rating as a party sees it. A hidden comment is not sent to the ratee (nor anyone but admins):
 * the rater, who wrote it, still sees their own text with the flag.
 */
export function toRatingView(row: RatingRow, viewerId: string): SwapRatingView {
  const hidden = row.hidden_at !== null;
  return {
    id: row.id,
    swapId: row.swap_id,
    raterId: row.rater_id,
    rateeId: row.ratee_id,
    stars: row.stars,
    comment: hidden && viewerId !== row.rater_id ? null : row.comment,
    commentHidden: hidden,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    editableUntil: ratingEditableUntil(row.created_at).toISOString(),
  };
}

export interface AdminRatingRow extends RatingRow {
  rater_name: string | null;
  ratee_name: string | null;
}

export function toAdminRatingView(row: AdminRatingRow): AdminRatingView {
  return {
    id: row.id,
    swapId: row.swap_id,
    raterId: row.rater_id,
    rateeId: row.ratee_id,
    stars: row.stars,
    comment: row.comment,
    commentHidden: row.hidden_at !== null,
    hiddenAt: row.hidden_at === null ? null : iso(row.hidden_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    raterName: row.rater_name ?? 'Anonymous User',
    rateeName: row.ratee_name ?? 'Anonymous User',
  };
}

/** The summaries of these members from the published view; a member it has no row for has none. */
export async function loadRatingSummaries(em: EntityManager, memberIds: readonly string[]): Promise<MemberRatingSummary[]> {
  if (memberIds.length === 0) return [];
  const rows = await em.execute<{ member_id: string; average: number | null; count: number; median_response_seconds: number | null }[]>(
    `select member_id, average, count, median_response_seconds from swaps.member_ratings where member_id in (?)`,
    [memberIds],
  );
  const byMember = new Map(rows.map((row) => [row.member_id, row]));
  return memberIds.map((memberId) => {
    const row = byMember.get(memberId);
    return {
      memberId,
      average: row?.count ? Number(row.average) : null,
      count: row?.count ?? 0,
      medianResponseSeconds: row?.median_response_seconds == null ? null : Math.round(Number(row.median_response_seconds)),
    };
  });
}
