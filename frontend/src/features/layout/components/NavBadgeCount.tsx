import { Badge } from 'antd';
import { useUnreadMessageCount } from '../../messaging';
import { usePendingSwapCount } from '../../swaps';
import type { NavBadge } from '../navigation';
import './navBadge.css';

export type NavBadgeCounts = Record<NavBadge, number>;

/** What a badge says to screen readers (its number alone would not say what it counts). */
const DESCRIPTIONS: Record<NavBadge, (count: number) => string> = {
  'pending-swaps': (count) => `${count} pending swap ${count === 1 ? 'request' : 'requests'}`,
  'unread-messages': (count) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
};

/** Pending swaps in the dashboard's Pending yellow; unread messages in the usual notification red. */
const COLORS: Record<NavBadge, string | undefined> = { 'pending-swaps': '#d4b106', 'unread-messages': undefined };

/** Every link badge's count for the signed-in member (0 until known); the header asks once for all its links. */
export function useNavBadgeCounts(): NavBadgeCounts {
  const { pending } = usePendingSwapCount();
  const { count: unread } = useUnreadMessageCount();
  return { 'pending-swaps': pending ?? 0, 'unread-messages': unread ?? 0 };
}

export const hasBadges = (counts: NavBadgeCounts) => Object.values(counts).some((count) => count > 0);

/** The count next to a link, while above 0. */
export function NavBadgeCount({ badge, counts }: { badge: NavBadge | undefined; counts: NavBadgeCounts }) {
  const count = badge ? counts[badge] : 0;
  if (!badge || count <= 0) return null;
  return (
    <span className="nav-badge" data-testid={`nav-badge-${badge}`}>
      <Badge count={count} size="small" color={COLORS[badge]} aria-hidden="true" />
      <span className="visually-hidden"> ({DESCRIPTIONS[badge](count)})</span>
    </span>
  );
}
