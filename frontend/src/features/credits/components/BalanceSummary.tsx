import { Alert, Button, Spin } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { formatCredits, useGetCreditBalanceQuery, useGetMemberBalanceQuery, type CreditScope } from '../creditsApi';

interface BalanceSummaryProps {
  scope: CreditScope;
}

/** Balance, reserved and available credits of the account the screen is about. */
export function BalanceSummary({ scope }: BalanceSummaryProps) {
  // Balances move with every swap: always refetch when the screen opens.
  const own = useGetCreditBalanceQuery(scope.kind === 'own' ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const member = useGetMemberBalanceQuery(scope.kind === 'member' ? scope.userId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const query = scope.kind === 'own' ? own : member;

  if (query.isError && !query.data) {
    const { message } = getApiErrorInfo(query.error);
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load the credit balance"
        description={message ?? undefined}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }

  const tiles: Array<{
    key: string;
    label: string;
    value: number | undefined;
    hint: string;
  }> = [
    {
      key: 'balance',
      label: 'Balance',
      value: query.data?.balance,
      hint: 'All credits on the account',
    },
    {
      key: 'reserved',
      label: 'Reserved',
      value: query.data?.reserved,
      hint: 'On hold for approved swaps',
    },
    {
      key: 'available',
      label: 'Available',
      value: query.data?.available,
      hint: 'Balance minus reserved',
    },
  ];

  return (
    <section className="balance-summary" aria-label="Credit balance" aria-busy={query.isLoading}>
      {tiles.map((tile) => (
        <div key={tile.key} className={`balance-tile balance-tile--${tile.key}`} data-testid={`credits-${tile.key}`}>
          <span className="balance-tile__label">{tile.label}</span>
          <span className="balance-tile__value">
            {tile.value === undefined ? <Spin size="small" /> : `${formatCredits(tile.value)} credits`}
          </span>
          <span className="balance-tile__hint">{tile.hint}</span>
        </div>
      ))}
    </section>
  );
}
