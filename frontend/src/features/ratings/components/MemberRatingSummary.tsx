import '../ratings.css';
import { formatRatingSummary, formatResponseTime } from '@reagentswap/contracts';
import { useGetRatingSummariesQuery, useGetRatingSummaryQuery } from '../ratingsApi';

interface Props {
  memberId: string;
  /** The profile tells the median response time too. */
  showResponseTime?: boolean;
  /**
   * A card among others: the members of all the cards of its page (each card passes the same list),
   * read in one request; the card shows "★ 4.5 (12)" beside the owner's name, nothing without ratings.
   */
  among?: readonly string[];
}

/** "★ 4.5 (12 ratings)" and, on a profile, "Usually responds within 3 hours"; nothing while loading or on failure. */
export function MemberRatingSummary({ memberId, showResponseTime = false, among }: Props) {
  const batch = among ? [...new Set(among)].sort().join(',') : '';
  const single = useGetRatingSummaryQuery(memberId, { skip: Boolean(among) });
  const many = useGetRatingSummariesQuery(batch, { skip: !among });
  const data = among ? many.data?.find((summary) => summary.memberId === memberId) : single.data;
  if (!data) return null;
  if (among) {
    return data.count > 0 && data.average !== null ? (
      <span className="member-rating--compact" data-testid="member-rating">
        {' '}
        · ★ {data.average.toFixed(1)} ({data.count})
      </span>
    ) : null;
  }
  const responds = showResponseTime ? formatResponseTime(data.medianResponseSeconds) : null;
  return (
    <p className="member-rating" data-testid="member-rating">
      <span
        className="member-rating__stars"
        aria-label={data.count > 0 ? `Rated ${data.average?.toFixed(1)} of 5 in ${data.count} ratings` : undefined}
      >
        {formatRatingSummary(data)}
      </span>
      {responds ? <span className="member-rating__response">{responds}</span> : null}
    </p>
  );
}
