import { ExperimentOutlined, MessageOutlined, SwapOutlined, WalletOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useAppSelector } from '../../shared/store/hooks';
import { displayNameOf } from '../../shared/session/displayName';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { DASHBOARD_INTRO } from '../../shared/ui/pageIntros';
import { ExpiringListingsNotice, LatestReagents, useGetMyReagentCountsQuery } from '../catalog';
import { formatCredits, useGetCreditBalanceQuery } from '../credits';
import { useUnreadMessageCount } from '../messaging';
import { EnablePushCard } from '../notifications';
import { usePendingSwapCount } from '../swaps';
import { SummaryCard } from './components/SummaryCard';

export function DashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  // Balances move with every swap: always refetch when the dashboard opens.
  const credits = useGetCreditBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const reagents = useGetMyReagentCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  // Pending requests for my reagents, polled every 60 s (spec §9) and fresh when the dashboard opens.
  const swaps = usePendingSwapCount({ refetchOnMount: true });
  // Unread messages: pushed live, polled every 60 s (spec §9), fresh when the dashboard opens.
  const unread = useUnreadMessageCount({ refetchOnMount: true });

  // What the member can spend: available (balance − reserved). The hold is named only while there is one.
  let creditsValue: string;
  if (credits.data) creditsValue = `${formatCredits(credits.data.available)} credits`;
  else if (credits.isError) creditsValue = 'Unavailable';
  else creditsValue = '';

  let creditsDetail: string | null = null;
  if (credits.data) {
    creditsDetail =
      credits.data.reserved > 0 ? `available · ${formatCredits(credits.data.reserved)} reserved for approved swaps` : 'available';
  }

  return (
    <main className="page">
      <header className="page-header">
        <Typography.Title level={1}>{DASHBOARD_INTRO.title}</Typography.Title>
        {user ? <Typography.Paragraph type="secondary">Welcome back, {displayNameOf(user)}.</Typography.Paragraph> : null}
      </header>

      <section aria-label="Summary" className="summary-strip">
        <SummaryCard
          title="Unread Messages"
          value={unread.count ?? (unread.isError ? 'Unavailable' : '')}
          loading={unread.isLoading}
          to="/messages"
          icon={<MessageOutlined />}
          badge={(unread.count ?? 0) > 0 ? 'New' : null}
          testId="summary-messages"
        />
        <SummaryCard
          title="Swap Requests"
          value={swaps.pending ?? (swaps.isError ? 'Unavailable' : '')}
          loading={swaps.isLoading}
          to="/my-reagents?tab=swap-requests"
          icon={<SwapOutlined />}
          badge={(swaps.pending ?? 0) > 0 ? 'Pending' : null}
          testId="summary-swaps"
        />
        <SummaryCard
          title="Credits Balance"
          value={creditsValue}
          detail={creditsDetail}
          loading={credits.isLoading}
          to="/credits"
          icon={<WalletOutlined />}
          testId="summary-credits"
        />
        <SummaryCard
          title="My Reagents"
          value={reagents.data?.total ?? (reagents.isError ? 'Unavailable' : '')}
          detail={reagents.data ? `${reagents.data.available} available` : null}
          loading={reagents.isLoading}
          to="/my-reagents"
          icon={<ExperimentOutlined />}
          testId="summary-reagents"
        />
      </section>

      <ExpiringListingsNotice />

      <LatestReagents />

      <EnablePushCard />
    </main>
  );
}
