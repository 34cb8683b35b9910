import { swapIdOfLine } from '@reagentswap/contracts';
import { Link } from 'react-router-dom';
import type { CreditHistoryItem } from '../creditsApi';

/** Swap ids are UUIDs; eight characters tell them apart on a statement (the full id is the tooltip). */
const shortSwapId = (id: string) => id.slice(0, 8);

/**
 * The swap a ledger line belongs to. A member's own statement links to the swap's page; an admin's
 * view of someone else's shows the id as text, since the swap page answers only its two parties.
 */
export function SwapReference({ item, link }: { item: CreditHistoryItem; link: boolean }) {
  const swapId = swapIdOfLine(item);
  if (!swapId) return null;
  const label = `Swap request ${shortSwapId(swapId)}`;
  return link ? (
    <Link to={`/swap-request/${encodeURIComponent(swapId)}`} className="ledger-what__swap" title={swapId}>
      {label}
    </Link>
  ) : (
    <span className="ledger-what__swap" title={swapId}>
      {label}
    </span>
  );
}
