import { CheckOutlined, CloseOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { COUNTER_OFFER_MESSAGES as COUNTER, swapPartyName } from '@reagentswap/contracts';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../credits';
import type { SwapBox, SwapRequestView } from '../../swapsApi';
import { OfferSummary } from '../OfferSummary';
import { SwapStatusBadge } from '../SwapStatusBadge';
import { relativeTime } from './relativeTime';

/** What a card's buttons open: the owner's decision, or the requester's edit and cancel dialogs. */
export type SwapCardAction = 'approve' | 'reject' | 'edit' | 'cancel';

/** Spec §2: sent past cards note the status; any status but these three reads 'Swap request completed'. */
export const SENT_STATUS_NOTES: Record<string, string> = {
  approved: 'Your swap request was approved',
  rejected: 'Your swap request was rejected',
  cancelled: 'You cancelled this swap request',
};
export const sentStatusNote = (status: string) => SENT_STATUS_NOTES[status] ?? 'Swap request completed';

interface SwapRequestCardProps {
  swap: SwapRequestView;
  box: SwapBox;
  onAction: (action: SwapCardAction, swap: SwapRequestView) => void;
}

/** The other party: the requester of a received request, the reagent's owner ('Lab Owner') of a sent one. */
function Party({ swap, box }: { swap: SwapRequestView; box: SwapBox }) {
  const party = box === 'received' ? swap.requester : swap.owner;
  return (
    <dl className="swap-card__party">
      <div>
        <dt>{box === 'received' ? 'Requester' : 'Lab Owner'}</dt>
        <dd>{swapPartyName(party)}</dd>
      </div>
      {party.labName ? (
        <div>
          <dt>Lab</dt>
          <dd>{party.labName}</dd>
        </div>
      ) : null}
      {party.university ? (
        <div>
          <dt>University</dt>
          <dd>{party.university}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Actions({ swap, box, onAction }: SwapRequestCardProps) {
  const act = (action: SwapCardAction) => () => onAction(action, swap);
  // A counter-offer on the table (ADR 0027) is answered on the swap's page, where its amount and rounds are.
  if (swap.counterOffer !== null) {
    return (
      <div className="swap-card__actions swap-card__actions--counter">
        <p className="swap-card__counter">
          {box === 'sent' ? COUNTER.counterReceived(swap.counterOffer) : COUNTER.counterSent(swap.counterOffer)}
        </p>
        <Link to={`/swap-request/${encodeURIComponent(swap.id)}`}>{box === 'sent' ? COUNTER.answerLink : 'View Swap Request'}</Link>
      </div>
    );
  }
  if (box === 'received') {
    return (
      <div className="swap-card__actions">
        <Button type="primary" icon={<CheckOutlined aria-hidden="true" />} onClick={act('approve')}>
          Approve
        </Button>
        <Button danger icon={<CloseOutlined aria-hidden="true" />} onClick={act('reject')}>
          Reject
        </Button>
      </div>
    );
  }
  return (
    <div className="swap-card__actions">
      <Button icon={<EditOutlined aria-hidden="true" />} onClick={act('edit')}>
        Edit
      </Button>
      <Button danger icon={<StopOutlined aria-hidden="true" />} onClick={act('cancel')}>
        Cancel
      </Button>
    </div>
  );
}

/**
 * One swap request of the Swap Requests tab (spec §2): reagent, status, who asked and when, the
 * other party, the offer; pending cards carry their party's actions, sent past ones a status note.
 * The whole card opens /swap-request/{id} (its title is the link; the buttons stay above it).
 */
export function SwapRequestCard({ swap, box, onAction }: SwapRequestCardProps) {
  const pending = swap.status === 'pending';
  const when = (
    <time dateTime={swap.createdAt} title={formatDateTime(swap.createdAt)}>
      {relativeTime(swap.createdAt)}
    </time>
  );
  return (
    <li className="swap-card-item">
      <article className={`swap-card swap-card--${pending ? 'pending' : 'past'}`} data-testid="swap-request-card" data-swap-id={swap.id}>
        <div className="swap-card__head">
          <h3 className="swap-card__title">
            <Link to={`/swap-request/${encodeURIComponent(swap.id)}`} className="swap-card__link">
              {swap.reagent.name}
            </Link>
          </h3>
          <SwapStatusBadge status={swap.status} />
        </div>
        <p className="swap-card__when">
          {box === 'received' ? <>Requested by {swapPartyName(swap.requester)} </> : <>You requested this reagent </>}
          {when}
        </p>
        <Party swap={swap} box={box} />
        <OfferSummary swap={swap} compact={!pending} />
        {box === 'sent' && !pending ? <p className="swap-card__note">{sentStatusNote(swap.status)}</p> : null}
        {pending ? <Actions swap={swap} box={box} onAction={onAction} /> : null}
      </article>
    </li>
  );
}
