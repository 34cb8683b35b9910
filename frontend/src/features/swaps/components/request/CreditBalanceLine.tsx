import { Spin } from 'antd';
import { formatCredits, type CreditBalance } from '../../../credits';

/** What I can offer now: available credits (balance − reserved), and what approved swaps hold. */
export function CreditBalanceLine({ balance }: { balance: CreditBalance | undefined }) {
  return (
    <p className="request-swap__balance" data-testid="request-swap-balance" aria-live="polite">
      {balance ? (
        <>
          Your credits: <strong>{formatCredits(balance.available)} available</strong>
          {balance.reserved > 0 ? `, ${formatCredits(balance.reserved)} reserved for approved swaps` : ', none reserved'}
        </>
      ) : (
        <Spin size="small" aria-label="Loading your credits" />
      )}
    </p>
  );
}
