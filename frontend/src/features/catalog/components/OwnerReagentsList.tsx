import { Button, Empty, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { useBrowseReagentsInfiniteQuery } from '../catalogApi';
import { formatReagentDate } from '../lib/format';
import '../catalog.css';

interface OwnerReagentsListProps {
  ownerId: string;
  emptyText: string;
}

/** A public profile's Available Reagents: name, category, amount, expiry, two-line description, View Details. */
export function OwnerReagentsList({ ownerId, emptyText }: OwnerReagentsListProps) {
  const list = useBrowseReagentsInfiniteQuery({ search: '', category: '', location: '', ownerId });
  const reagents = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isLoading) return <Spin />;
  if (reagents.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isError ? 'Error loading reagents' : emptyText} />;
  }
  return (
    <>
      <ul className="owner-reagents" aria-label="Available reagents">
        {reagents.map((reagent) => (
          <li key={reagent.id} className="owner-reagents__item">
            <div className="owner-reagents__head">
              <Link to={`/reagents/${reagent.id}`} className="owner-reagents__name">
                {reagent.name}
              </Link>
              <span className="owner-reagents__category">{reagent.category.name}</span>
            </div>
            <p className="owner-reagents__meta">
              {reagent.amountText} · Expires {formatReagentDate(reagent.expiryDate)}
            </p>
            {reagent.description ? <p className="owner-reagents__description">{reagent.description}</p> : null}
            <ButtonLink size="small" to={`/reagents/${reagent.id}`}>
              View Details
            </ButtonLink>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} block>
          Load more
        </Button>
      ) : null}
    </>
  );
}
