import { CheckOutlined, CloseOutlined, EditOutlined, SendOutlined, StopOutlined, InboxOutlined, SwapOutlined } from '@ant-design/icons';
import { COUNTER_OFFER_MESSAGES as COUNTER, type SwapRequestDetailView } from '@reagentswap/contracts';
import { Alert, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { toast } from '../../../../shared/ui/toast';
import { formatCredits } from '../../../credits';
import { partyOf, swapActionsFor } from '../../lib/swapActions';
import { useAnswerCounterOfferMutation, useCompleteSwapRequestMutation, useMarkSwapShippedMutation } from '../../swapsApi';
import { CancelSwapDialog } from '../dialogs/CancelSwapDialog';
import { CounterOfferDialog } from '../dialogs/CounterOfferDialog';
import { DecisionDialog, type SwapDecision } from '../dialogs/DecisionDialog';
import { EditSwapRequestDialog } from '../dialogs/EditSwapRequestDialog';
import { reportSwapFailure } from '../dialogs/dialogParts';
import { CounterOfferNotice } from './CounterOfferNotice';

// Ours: the spec shows neither shipping nor completion (design.md §5 adds them).
const SHIPPED = 'Marked as shipped';
const COMPLETED = 'Swap completed';

const receiptQuestion = (swap: SwapRequestDetailView) =>
  swap.creditOffer
    ? `Confirm you received ${swap.reagent.name}? ${formatCredits(swap.creditOffer)} credits go to the owner; this cannot be undone.`
    : `Confirm you received ${swap.reagent.name}? This completes the swap and cannot be undone.`;

/** The buttons the signed-in party may use on this swap now, with their dialogs. */
export function SwapActions({ swap, myId }: { swap: SwapRequestDetailView; myId: string | undefined }) {
  const actions = swapActionsFor(swap, myId);
  const party = partyOf(swap, myId);
  const [deciding, setDeciding] = useState(false);
  // Kept after the dialog closes, so its title does not change while it fades out.
  const [decision, setDecision] = useState<SwapDecision>('approve');
  const decide = (kind: SwapDecision) => {
    setDecision(kind);
    setDeciding(true);
  };
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [countering, setCountering] = useState(false);
  const [answerCounter, answering] = useAnswerCounterOfferMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [markShipped, shipping] = useMarkSwapShippedMutation();
  const [complete, completing] = useCompleteSwapRequestMutation();

  const run = async (action: () => Promise<unknown>, done: string, failed?: string) => {
    setFailure(null);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      setFailure(reportSwapFailure(error, failed));
    }
  };

  if (actions.length === 0) return null;
  return (
    <section className="swap-actions" aria-label="Actions">
      <CounterOfferNotice swap={swap} party={party} />
      {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
      <Space wrap>
        {actions.includes('accept-counter') ? (
          <Button
            type="primary"
            icon={<CheckOutlined aria-hidden="true" />}
            loading={answering.isLoading && answering.originalArgs?.answer === 'accept'}
            onClick={() => void run(() => answerCounter({ id: swap.id, answer: 'accept' }).unwrap(), COUNTER.accepted, COUNTER.failed)}
          >
            {COUNTER.acceptButton}
          </Button>
        ) : null}
        {actions.includes('approve') ? (
          <Button type="primary" icon={<CheckOutlined aria-hidden="true" />} onClick={() => decide('approve')}>
            Approve
          </Button>
        ) : null}
        {actions.includes('counter') ? (
          <Button icon={<SwapOutlined aria-hidden="true" />} onClick={() => setCountering(true)}>
            {party === 'requester' ? COUNTER.counterBackButton : COUNTER.counterButton}
          </Button>
        ) : null}
        {actions.includes('decline-counter') ? (
          <Popconfirm
            title={COUNTER.declineTitle}
            description={COUNTER.declineText}
            okText={COUNTER.declineButton}
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => run(() => answerCounter({ id: swap.id, answer: 'decline' }).unwrap(), COUNTER.declined, COUNTER.failed)}
          >
            <Button
              danger
              icon={<CloseOutlined aria-hidden="true" />}
              loading={answering.isLoading && answering.originalArgs?.answer === 'decline'}
            >
              {COUNTER.declineButton}
            </Button>
          </Popconfirm>
        ) : null}
        {actions.includes('reject') ? (
          <Button danger icon={<CloseOutlined aria-hidden="true" />} onClick={() => decide('reject')}>
            Reject
          </Button>
        ) : null}
        {actions.includes('ship') ? (
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden="true" />}
            loading={shipping.isLoading}
            onClick={() => void run(() => markShipped(swap.id).unwrap(), SHIPPED)}
          >
            Mark as shipped
          </Button>
        ) : null}
        {actions.includes('complete') ? (
          <Popconfirm
            title="Confirm receipt"
            description={receiptQuestion(swap)}
            okText="Confirm receipt"
            cancelText="Not yet"
            onConfirm={() => run(() => complete(swap.id).unwrap(), COMPLETED)}
          >
            <Button type="primary" icon={<InboxOutlined aria-hidden="true" />} loading={completing.isLoading}>
              Confirm receipt
            </Button>
          </Popconfirm>
        ) : null}
        {actions.includes('edit') ? (
          <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
        {actions.includes('cancel') ? (
          <Button danger icon={<StopOutlined aria-hidden="true" />} onClick={() => setCancelling(true)}>
            Cancel Request
          </Button>
        ) : null}
      </Space>
      <DecisionDialog swap={deciding ? swap : null} decision={decision} onClose={() => setDeciding(false)} />
      <EditSwapRequestDialog swap={editing ? swap : null} onClose={() => setEditing(false)} />
      <CounterOfferDialog swap={countering ? swap : null} party={party ?? 'owner'} onClose={() => setCountering(false)} />
      <CancelSwapDialog swap={cancelling ? swap : null} party={party ?? 'requester'} onClose={() => setCancelling(false)} />
    </section>
  );
}
