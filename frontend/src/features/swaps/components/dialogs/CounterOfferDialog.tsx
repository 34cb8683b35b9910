import { COUNTER_OFFER_MESSAGES as COUNTER, counterOfferProblems, suggestedCounter, type SwapRequestView } from '@reagentswap/contracts';
import { Typography } from 'antd';
import { useId, useState } from 'react';
import { toast } from '../../../../shared/ui/toast';
import { useCounterSwapOfferMutation } from '../../swapsApi';
import { CreditOfferField } from '../request/CreditOfferField';
import { DialogForm, MessageField, reportSwapFailure, SwapDialog, useLastShown } from './dialogParts';

type CounteredSwap = Pick<SwapRequestView, 'id' | 'creditOffer' | 'counterOffer'>;

interface CounterOfferDialogProps {
  /** The pending credit offer being countered; null while the dialog is closed. */
  swap: CounteredSwap | null;
  /** The owner counters the requester's offer; the requester counters the owner's counter back. */
  party: 'owner' | 'requester';
  onClose: () => void;
}

/** The amount this round answers: the requester's offer for the owner, the owner's counter for the requester. */
const answering = (swap: CounteredSwap, party: CounterOfferDialogProps['party']) =>
  (party === 'owner' ? swap.creditOffer : swap.counterOffer) ?? 0;

function CounterOfferForm({ swap, party, onClose }: CounterOfferDialogProps & { swap: CounteredSwap }) {
  const id = useId();
  const [credits, setCredits] = useState<number | null>(() => suggestedCounter(answering(swap, party)));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [counter, countering] = useCounterSwapOfferMutation();

  const submit = async () => {
    const problems = counterOfferProblems({ credits, message }, answering(swap, party));
    setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
    if (problems.length > 0) return;
    try {
      await counter({ id: swap.id, credits: credits!, message: message.trim() }).unwrap();
      toast.success(COUNTER.countered);
      onClose();
    } catch (failed) {
      setFailure(reportSwapFailure(failed, COUNTER.failed));
    }
  };

  return (
    <DialogForm
      failure={failure}
      submitLabel={COUNTER.sendCounter}
      busy={countering.isLoading}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph className="swap-dialog__text">{COUNTER.counterText}</Typography.Paragraph>
      <CreditOfferField
        id={`${id}-credits`}
        label={COUNTER.amountLabel}
        value={credits}
        onChange={(value) => {
          setCredits(value);
          setErrors(({ credits: _dropped, ...rest }) => rest);
        }}
        error={errors.credits}
      />
      <MessageField
        id={`${id}-message`}
        label={COUNTER.messageLabel}
        value={message}
        onChange={(value) => {
          setMessage(value);
          setErrors(({ message: _dropped, ...rest }) => rest);
        }}
        error={errors.message}
      />
    </DialogForm>
  );
}

/** A counter-offer round (ADR 0027): another amount, 10–100 credits in steps of 5, and a message to the other party. */
export function CounterOfferDialog(props: CounterOfferDialogProps) {
  const swap = useLastShown(props.swap);
  return (
    <SwapDialog open={props.swap !== null} title={COUNTER.counterTitle} onClose={props.onClose}>
      {swap ? <CounterOfferForm key={swap.id} {...props} swap={swap} /> : null}
    </SwapDialog>
  );
}
