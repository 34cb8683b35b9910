import { Badge, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SummaryCardProps {
  title: string;
  value: ReactNode;
  to: string;
  icon: ReactNode;
  /** Small badge next to the title, e.g. 'New' or 'Pending'. */
  badge?: string | null;
  /** Pass null (not undefined) while it is loading to reserve its line. */
  detail?: ReactNode;
  loading?: boolean;
  testId?: string;
}

/** One tile of the dashboard summary strip; the whole tile is a link. */
export function SummaryCard({ title, value, to, icon, badge, detail, loading, testId }: SummaryCardProps) {
  return (
    <Link to={to} className="summary-card" data-testid={testId}>
      <span className="summary-card__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="summary-card__body">
        <span className="summary-card__title">
          {title}
          {badge ? <Badge count={badge} className="summary-card__badge" color="#0f766e" /> : null}
        </span>
        <span className="summary-card__value">{loading ? <Spin size="small" /> : value}</span>
        {/* A tile that will have a detail line keeps its place while loading, so the strip does not grow. */}
        {detail || (loading && detail !== undefined) ? <span className="summary-card__detail">{detail || '\u00a0'}</span> : null}
      </span>
    </Link>
  );
}
