import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Card, Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import {
  useDownloadCreditHistoryCsvMutation,
  useDownloadMemberHistoryCsvMutation,
  useGetCreditHistoryQuery,
  useGetMemberHistoryQuery,
  type CreditHistoryArgs,
  type CreditScope,
} from '../creditsApi';
import { saveCsvFile } from '../../../shared/api/csvDownload';
import { toApiFilter, useHistoryFilters } from '../useHistoryFilters';
import { BalanceSummary } from './BalanceSummary';
import { CreditHistoryFilters } from './CreditHistoryFilters';
import { CreditHistoryTable } from './CreditHistoryTable';
import '../credits.css';

interface CreditHistoryViewProps {
  scope: CreditScope;
}

/**
 * Balance summary plus the filterable, paginated history with CSV export. The same view serves a
 * member's own /credits and an admin's look at any member (/admin/credits/:userId).
 */
export function CreditHistoryView({ scope }: CreditHistoryViewProps) {
  const { state, update, clear, hasFilters } = useHistoryFilters();
  const { filter, error: rangeError } = useMemo(
    () =>
      toApiFilter({
        types: state.types,
        fromDate: state.fromDate,
        toDate: state.toDate,
      }),
    [state.types, state.fromDate, state.toDate],
  );
  const args: CreditHistoryArgs | null = rangeError ? null : { ...filter, page: state.page, pageSize: state.pageSize };
  const userId = scope.kind === 'member' ? scope.userId : null;

  const own = useGetCreditHistoryQuery(scope.kind === 'own' && args ? args : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const member = useGetMemberHistoryQuery(userId && args ? { ...args, userId } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const history = scope.kind === 'own' ? own : member;

  const [downloadOwnCsv, ownCsv] = useDownloadCreditHistoryCsvMutation();
  const [downloadMemberCsv, memberCsv] = useDownloadMemberHistoryCsvMutation();
  const downloading = ownCsv.isLoading || memberCsv.isLoading;

  // A page past the end (e.g. after narrowing the filters in another tab): go to the last one.
  const current = history.currentData;
  useEffect(() => {
    if (current && current.items.length === 0 && current.total > 0 && state.page > 1) {
      update({ page: Math.max(1, Math.ceil(current.total / state.pageSize)) });
    }
  }, [current, state.page, state.pageSize, update]);
  // While another page or filter loads, the previous rows stay under the spinner.
  const data = history.data;

  const onDownload = async () => {
    if (downloading || rangeError) return;
    try {
      const file = userId ? await downloadMemberCsv({ ...filter, userId }).unwrap() : await downloadOwnCsv(filter).unwrap();
      saveCsvFile(file);
    } catch (error) {
      const { message } = getApiErrorInfo(error);
      toast.error(`Failed to download CSV: ${message ?? 'Unknown error'}`);
    }
  };

  let emptyText = 'No credit history yet';
  if (history.isFetching && !data) emptyText = 'Loading credit history...';
  else if (hasFilters) emptyText = 'No entries match these filters';

  const errorInfo = history.isError ? getApiErrorInfo(history.error) : null;

  return (
    <div className="credit-history">
      <BalanceSummary scope={scope} />

      <Card
        className="credit-history__card"
        title={<h2 className="card-heading">History</h2>}
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void onDownload()} loading={downloading} disabled={Boolean(rangeError)}>
            Download CSV
          </Button>
        }
      >
        <CreditHistoryFilters
          idPrefix={userId ? `member-history` : 'credit-history'}
          state={state}
          onChange={update}
          onClear={clear}
          hasFilters={hasFilters}
          error={rangeError}
        />

        {errorInfo ? (
          <Alert
            className="credit-history__error"
            type="error"
            showIcon
            role="alert"
            title="Failed to load credit history"
            description={errorInfo.message ?? 'Please try again.'}
            action={
              <Space>
                <Button size="small" icon={<ReloadOutlined />} onClick={() => void history.refetch()}>
                  Retry
                </Button>
              </Space>
            }
          />
        ) : null}

        <div data-testid="credit-history" aria-busy={history.isFetching}>
          <CreditHistoryTable
            data={rangeError ? undefined : data}
            loading={history.isFetching}
            emptyText={rangeError ? 'Choose a valid date range' : emptyText}
            page={state.page}
            pageSize={state.pageSize}
            linkSwaps={scope.kind === 'own'}
            onPageChange={(page, pageSize) => update(pageSize !== state.pageSize ? { pageSize, page: 1 } : { page })}
          />
        </div>
      </Card>
    </div>
  );
}
