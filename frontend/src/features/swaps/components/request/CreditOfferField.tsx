import { CREDIT_OFFER, isValidCreditOffer, SWAP_MESSAGES } from '@reagentswap/contracts';
import { InputNumber, Slider } from 'antd';
import { FormField } from '../../../../shared/ui/FormField';

interface CreditOfferFieldProps {
  id: string;
  /** null while the number box is empty. */
  value: number | null;
  onChange: (credits: number | null) => void;
  error?: string;
  /** The field's label ('Credit Offer' on the request form). */
  label?: string;
}

const MARKS = {
  [CREDIT_OFFER.min]: `${CREDIT_OFFER.min}`,
  [CREDIT_OFFER.default]: `${CREDIT_OFFER.default}`,
  [CREDIT_OFFER.max]: `${CREDIT_OFFER.max}`,
};

/** Where the slider sits for a typed value it cannot show. */
const onSlider = (value: number | null) =>
  value === null ? CREDIT_OFFER.default : Math.min(CREDIT_OFFER.max, Math.max(CREDIT_OFFER.min, value));

/**
 * Spec §5, §9: a slider from 10 to 100 in steps of 5 (default 50) and a number box beside it. A
 * typed number is accepted only when it is one the slider can show: otherwise the box says so at
 * once and the form will not send it.
 */
export function CreditOfferField({ id, value, onChange, error, label = 'Credit Offer' }: CreditOfferFieldProps) {
  const shownError = isValidCreditOffer(value) ? error : SWAP_MESSAGES.creditOfferRange;
  const errorId = `${id}-error`;
  return (
    <FormField htmlFor={id} label={label} required error={shownError} errorId={errorId} hint="1 credit = 1 euro">
      <div className="credit-offer">
        <Slider
          className="credit-offer__slider"
          min={CREDIT_OFFER.min}
          max={CREDIT_OFFER.max}
          step={CREDIT_OFFER.step}
          marks={MARKS}
          value={onSlider(value)}
          onChange={onChange}
          ariaLabelForHandle="Credit offer slider"
        />
        <InputNumber<number>
          id={id}
          className="credit-offer__input"
          value={value}
          step={CREDIT_OFFER.step}
          suffix="credits"
          status={shownError ? 'error' : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={onChange}
        />
      </div>
    </FormField>
  );
}
