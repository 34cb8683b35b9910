import { CREDIT_OFFER, isValidCreditOffer, SWAP_MESSAGES, swapMessageProblem, type SwapRequestView } from '@reagentswap/contracts';
import { InputNumber } from 'antd';
import { useId, useState } from 'react';
import { FormField } from '../../../../shared/ui/FormField';
import { toast } from '../../../../shared/ui/toast';
import { useEditSwapRequestMutation } from '../../swapsApi';
import { DialogForm, MessageField, reportSwapFailure, SwapDialog, useLastShown } from './dialogParts';

type EditedSwap = Pick<SwapRequestView, 'id' | 'creditOffer' | 'message'>;

/** Ours: the spec words neither the success toast nor the hint beyond "the owner is notified". */
export const SWAP_UPDATED = 'Swap request updated successfully';
const OWNER_NOTIFIED = 'The reagent owner will be notified of your changes.';

interface EditSwapRequestDialogProps {
  /** The requester's pending request; null while the dialog is closed. */
  swap: EditedSwap | null;
  onClose: () => void;
}

function EditForm({ swap, onClose }: { swap: EditedSwap; onClose: () => void }) {
  const id = useId();
  const hasCreditOffer = swap.creditOffer !== null;
  const [creditOffer, setCreditOffer] = useState<number | null>(swap.creditOffer);
  // The message replaces the one the owner read, so the dialog starts from it.
  const [message, setMessage] = useState(swap.message);
  const [errors, setErrors] = useState<{ creditOffer?: string; message?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [edit, editing] = useEditSwapRequestMutation();

  const submit = async () => {
    const messageProblem = swapMessageProblem(message, 'message', SWAP_MESSAGES.editMessageRequired);
    // The server holds credit offers to the slider's range (10–100, step 5); say so before sending.
    const offerProblem = hasCreditOffer && !isValidCreditOffer(creditOffer) ? SWAP_MESSAGES.creditOfferRange : undefined;
    setErrors({ message: messageProblem?.message, creditOffer: offerProblem });
    if (messageProblem || offerProblem) return;
    try {
      await edit({ id: swap.id, message: message.trim(), ...(hasCreditOffer ? { creditOffer: creditOffer ?? undefined } : {}) }).unwrap();
      toast.success(SWAP_UPDATED);
      onClose();
    } catch (failed) {
      setFailure(reportSwapFailure(failed));
    }
  };

  return (
    <DialogForm
      failure={failure}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      busy={editing.isLoading}
      submitDisabled={message.trim().length === 0 || editing.isLoading}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      {hasCreditOffer ? (
        <FormField htmlFor={`${id}-credits`} label="Credit Offer" error={errors.creditOffer} errorId={`${id}-credits-error`}>
          <InputNumber<number>
            id={`${id}-credits`}
            value={creditOffer}
            min={0}
            step={CREDIT_OFFER.step}
            precision={0}
            style={{ width: '100%' }}
            aria-invalid={errors.creditOffer ? true : undefined}
            aria-describedby={errors.creditOffer ? `${id}-credits-error` : undefined}
            onChange={(value) => {
              setCreditOffer(value);
              setErrors((current) => ({ ...current, creditOffer: undefined }));
            }}
          />
        </FormField>
      ) : null}
      <MessageField
        id={`${id}-message`}
        label="Message to Owner"
        value={message}
        rows={4}
        hint={OWNER_NOTIFIED}
        error={errors.message}
        onChange={(value) => {
          setMessage(value);
          setErrors((current) => ({ ...current, message: undefined }));
        }}
      />
    </DialogForm>
  );
}

/** Spec §2 "Edit Swap Request dialog": the requester changes the credit offer (if any) and the message. */
export function EditSwapRequestDialog({ swap, onClose }: EditSwapRequestDialogProps) {
  const shown = useLastShown(swap);
  return (
    <SwapDialog open={swap !== null} title="Edit Swap Request" onClose={onClose}>
      {shown ? <EditForm key={shown.id} swap={shown} onClose={onClose} /> : null}
    </SwapDialog>
  );
}
