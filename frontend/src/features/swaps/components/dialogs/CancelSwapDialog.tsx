import { SWAP_MESSAGES, type SwapRequestView } from '@reagentswap/contracts';
import { Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../../../shared/ui/toast';
import { useCancelSwapRequestMutation } from '../../swapsApi';
import { DialogForm, reportSwapFailure, SwapDialog, useLastShown } from './dialogParts';

/**
 * The spec's text is the requester's; an owner may cancel an approved swap too (design.md §5), and
 * then it is the requester who hears of it.
 */
const CANCEL_TEXT = {
  requester: SWAP_MESSAGES.cancelText,
  owner: "This action cannot be undone. The requester will be notified that you've canceled this swap request.",
} as const;

interface CancelSwapDialogProps {
  /** The request to cancel; null while the dialog is closed. */
  swap: Pick<SwapRequestView, 'id'> | null;
  /** Who is cancelling (the requester unless an owner cancels an approved swap). */
  party?: keyof typeof CANCEL_TEXT;
  onClose: () => void;
  onCancelled?: () => void;
}

function CancelForm({
  swapId,
  party,
  onClose,
  onCancelled,
}: {
  swapId: string;
  party: keyof typeof CANCEL_TEXT;
  onClose: () => void;
  onCancelled?: () => void;
}) {
  const [cancel, cancelling] = useCancelSwapRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await cancel(swapId).unwrap();
      toast.success(SWAP_MESSAGES.cancelled);
      onClose();
      onCancelled?.();
    } catch (failed) {
      setFailure(reportSwapFailure(failed));
    }
  };

  return (
    <DialogForm
      failure={failure}
      submitLabel="Confirm"
      busy={cancelling.isLoading}
      danger
      onSubmit={() => void confirm()}
      onCancel={onClose}
    >
      <Typography.Paragraph className="swap-dialog__text">{CANCEL_TEXT[party]}</Typography.Paragraph>
    </DialogForm>
  );
}

/** Spec §2 "Cancel confirmation": 'Cancel Swap Request?' with Cancel and Confirm. */
export function CancelSwapDialog({ swap, party = 'requester', onClose, onCancelled }: CancelSwapDialogProps) {
  const shown = useLastShown(swap);
  return (
    <SwapDialog open={swap !== null} title={SWAP_MESSAGES.cancelTitle} onClose={onClose}>
      {shown ? <CancelForm key={shown.id} swapId={shown.id} party={party} onClose={onClose} onCancelled={onCancelled} /> : null}
    </SwapDialog>
  );
}
