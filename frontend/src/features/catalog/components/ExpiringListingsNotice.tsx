import { EXPIRY_RULES } from '@reagentswap/contracts';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { useListMyReagentsInfiniteQuery } from '../catalogApi';

/**
 * The in-app side of the owners' expiry reminders (issue 18; e-mail and push come from the
 * reminder job): the dashboard says how many of my listings expire within 30 days and opens My
 * Reagents' 'Expiring soon' filter. Nothing while there are none.
 */
export function ExpiringListingsNotice() {
  const list = useListMyReagentsInfiniteQuery('expiring-soon', { refetchOnMountOrArgChange: true });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return null;
  const count = list.hasNextPage ? `${items.length}+` : String(items.length);
  const text =
    items.length === 1 && !list.hasNextPage
      ? `Your listing ${items[0]!.name} expires within ${EXPIRY_RULES.expiringSoonDays} days.`
      : `${count} of your listings expire within ${EXPIRY_RULES.expiringSoonDays} days.`;
  return (
    <Alert
      type="warning"
      showIcon
      className="expiring-listings-notice"
      data-testid="expiring-listings-notice"
      title={text}
      action={<Link to="/my-reagents?expiring=soon">Review them</Link>}
    />
  );
}
