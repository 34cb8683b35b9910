import { COUNTER_OFFER_MESSAGES as COUNTER, type SwapRequestView } from '@reagentswap/contracts';
import { Alert } from 'antd';
import { formatDateTime } from '../../../credits';

/**
 * Whose turn it is on a pending credit offer (ADR 0027): the owner's counter awaiting the requester,
 * and when the round on the table expires unanswered. Nothing for anyone else or any other swap.
 */
export function CounterOfferNotice({
  swap,
  party,
}: {
  swap: Pick<SwapRequestView, 'status' | 'counterOffer' | 'expiresAt'>;
  party: 'owner' | 'requester' | null;
}) {
  if (swap.status !== 'pending' || party === null || !swap.expiresAt) return null;
  const expires = COUNTER.expiresOn(formatDateTime(swap.expiresAt));
  if (swap.counterOffer === null) return <p className="swap-detail__expiry">{expires}</p>;
  const headline = party === 'requester' ? COUNTER.counterReceived(swap.counterOffer) : COUNTER.counterSent(swap.counterOffer);
  return <Alert className="swap-detail__counter" type="info" showIcon title={headline} description={expires} />;
}
