import { Badge } from 'antd';
import { usePendingSwapCount } from '../../swaps';
import type { NavBadge } from '../navigation';
import './navBadge.css';

export type NavBadgeCounts = Record<NavBadge, number>;

/** What a badge says to screen readers (its number alone would not say what it counts). */
const DESCRIPTIONS: Record<NavBadge, (count: number) => string> = {
  'pending-swaps': (count) => `${count} pending swap ${count === 1 ? 'request' : 'requests'}`,
};

/** Every link badge's count for the signed-in member (0 until known); the header asks once for all its links. */
export function useNavBadgeCounts(): NavBadgeCounts {
  const { pending } = usePendingSwapCount();
  return { 'pending-swaps': pending ?? 0 };
}

export const hasBadges = (counts: NavBadgeCounts) => Object.values(counts).some((count) => count > 0);

/** The count next to a link, while above 0. */
export function NavBadgeCount({ badge, counts }: { badge: NavBadge | undefined; counts: NavBadgeCounts }) {
  const count = badge ? counts[badge] : 0;
  if (!badge || count <= 0) return null;
  return (
    <span className="nav-badge" data-testid={`nav-badge-${badge}`}>
      <Badge count={count} size="small" color="#d4b106" aria-hidden="true" />
      <span className="visually-hidden"> ({DESCRIPTIONS[badge](count)})</span>
    </span>
  );
}
