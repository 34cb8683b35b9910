import {
  CheckCircleOutlined,
  ExperimentOutlined,
  MessageOutlined,
  RetweetOutlined,
  SwapOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Alert, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { toast } from '../../../shared/ui/toast';
import { useGetAdminStatisticsQuery, type AdminStatistics as Statistics } from '../adminApi';
import { formatNumber } from '../lib/format';

export const STATISTICS_ERROR = 'Failed to load statistics. Please try refreshing the page.';

const CARDS: Array<{ key: keyof Statistics; label: string; icon: ReactNode }> = [
  { key: 'totalUsers', label: 'Total Users', icon: <TeamOutlined /> },
  {
    key: 'totalReagents',
    label: 'Total Reagents',
    icon: <ExperimentOutlined />,
  },
  {
    key: 'totalSwapsCompleted',
    label: 'Total Swaps Completed',
    icon: <CheckCircleOutlined />,
  },
  {
    key: 'totalCreditsExchanged',
    label: 'Total Credits Exchanged',
    icon: <WalletOutlined />,
  },
  {
    key: 'totalMessagesSent',
    label: 'Total Messages Sent',
    icon: <MessageOutlined />,
  },
  {
    key: 'totalSwapRequests',
    label: 'Total Swap Requests',
    icon: <SwapOutlined />,
  },
  {
    key: 'totalReagentSwaps',
    label: 'Total Reagent Swaps',
    icon: <RetweetOutlined />,
  },
];

/** Spec §3 also spells the messages count total_messages. */
function valueOf(data: Statistics, key: keyof Statistics): number | null {
  const raw = data[key] ?? (key === 'totalMessagesSent' ? (data as { totalMessages?: number }).totalMessages : undefined);
  const value = Number(raw);
  return raw === undefined || raw === null || Number.isNaN(value) ? null : value;
}

/** The seven statistic cards at the top of the admin panel. */
export function AdminStatistics() {
  const { data, isLoading, isError } = useGetAdminStatisticsQuery();

  useEffect(() => {
    if (isError) toast.error('Failed to load statistics');
  }, [isError]);

  if (isError && !data) {
    return <Alert type="error" showIcon role="alert" title={STATISTICS_ERROR} className="admin-section" />;
  }

  return (
    <section className="admin-stats admin-section" aria-label="Statistics" aria-busy={isLoading}>
      {CARDS.map((card) => {
        const value = data ? valueOf(data, card.key) : null;
        return (
          <div key={card.key} className="admin-stat" data-testid={`stat-${card.key}`}>
            <span className="admin-stat__icon" aria-hidden="true">
              {card.icon}
            </span>
            <span className="admin-stat__body">
              <span className="admin-stat__label">{card.label}</span>
              {isLoading ? (
                <Skeleton.Input active size="small" className="admin-stat__skeleton" />
              ) : (
                <span className="admin-stat__value">{value === null ? '—' : formatNumber(value)}</span>
              )}
            </span>
          </div>
        );
      })}
    </section>
  );
}
