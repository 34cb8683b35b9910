import { SWAP_MESSAGES, swapMessageProblem, swapPartyName, type SwapRequestView } from '@reagentswap/contracts';
import { Typography } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../../shared/ui/toast';
import { useApproveSwapRequestMutation, useRejectSwapRequestMutation } from '../../swapsApi';
import { DialogForm, MessageField, reportSwapFailure, SwapDialog, useLastShown } from './dialogParts';

export type SwapDecision = 'approve' | 'reject';

type DecidedSwap = Pick<SwapRequestView, 'id' | 'reagent' | 'requester'>;

/** Spec §2 "Approve/Reject dialog": titles, texts and buttons; the toasts are ours (the spec names none). */
const WORDING = {
  approve: {
    title: 'Approve Swap Request',
    text: (swap: DecidedSwap) =>
      `Approve ${swapPartyName(swap.requester, 'the requester')}'s request for ${swap.reagent.name}? The requester will be notified, and your message opens a conversation to arrange the exchange.`,
    submit: 'Approve & Send Message',
    required: SWAP_MESSAGES.approvalMessageRequired,
    done: 'Swap request approved',
  },
  reject: {
    title: 'Reject Swap Request',
    text: () => SWAP_MESSAGES.rejectReason,
    submit: 'Reject & Send Message',
    required: SWAP_MESSAGES.rejectReason,
    done: 'Swap request rejected',
  },
} as const;

interface DecisionDialogProps {
  /** The pending request the owner decides on; null while the dialog is closed. */
  swap: DecidedSwap | null;
  decision: SwapDecision;
  onClose: () => void;
  /** After a rejection (an approval goes on to the conversation with the requester). */
  onDecided?: (decision: SwapDecision) => void;
}

function DecisionForm({ swap, decision, onClose, onDecided }: DecisionDialogProps & { swap: DecidedSwap }) {
  const id = useId();
  const navigate = useNavigate();
  const wording = WORDING[decision];
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [approve, approval] = useApproveSwapRequestMutation();
  const [reject, rejection] = useRejectSwapRequestMutation();

  const submit = async () => {
    const problem = swapMessageProblem(message, 'message', wording.required);
    setError(problem?.message ?? null);
    if (problem) return;
    try {
      if (decision === 'approve') {
        const { redirectToMessages } = await approve({ id: swap.id, message: message.trim() }).unwrap();
        toast.success(wording.done);
        onClose();
        onDecided?.(decision);
        // Spec §2: the owner goes on to the conversation the approval message started.
        if (redirectToMessages) {
          const { userId, reagentId } = redirectToMessages;
          void navigate(`/conversations/${encodeURIComponent(userId)}?reagentId=${encodeURIComponent(reagentId)}`);
        }
        return;
      }
      await reject({ id: swap.id, message: message.trim() }).unwrap();
      toast.success(wording.done);
      onClose();
      onDecided?.(decision);
    } catch (failed) {
      setFailure(reportSwapFailure(failed));
    }
  };

  return (
    <DialogForm
      failure={failure}
      submitLabel={wording.submit}
      busy={approval.isLoading || rejection.isLoading}
      danger={decision === 'reject'}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph className="swap-dialog__text">{wording.text(swap)}</Typography.Paragraph>
      <MessageField
        id={`${id}-message`}
        label="Message to the requester:"
        value={message}
        onChange={(value) => {
          setMessage(value);
          setError(null);
        }}
        error={error}
        autoFocus
      />
    </DialogForm>
  );
}

/** The owner's Approve or Reject of a pending swap request, with the message the requester gets. */
export function DecisionDialog(props: DecisionDialogProps) {
  const swap = useLastShown(props.swap);
  return (
    <SwapDialog open={props.swap !== null} title={WORDING[props.decision].title} onClose={props.onClose}>
      {swap ? <DecisionForm key={swap.id} {...props} swap={swap} /> : null}
    </SwapDialog>
  );
}
