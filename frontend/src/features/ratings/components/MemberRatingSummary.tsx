import '../ratings.css';
import { formatRatingSummary, formatResponseTime } from '@reagentswap/contracts';
import { useGetRatingSummaryQuery } from '../ratingsApi';

interface Props {
  memberId: string;
  /** The profile tells the median response time too; cards show only the stars. */
  showResponseTime?: boolean;
}

/** "★ 4.5 (12 ratings)" and, on a profile, "Usually responds within 3 hours"; nothing while loading or on failure. */
export function MemberRatingSummary({ memberId, showResponseTime = false }: Props) {
  const { data } = useGetRatingSummaryQuery(memberId);
  if (!data) return null;
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
