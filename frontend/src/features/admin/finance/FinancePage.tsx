import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { toast } from '../../../shared/ui/toast';
import { saveCsvFile } from '../../credits';
import { AdminAccessGate } from '../components/AdminAccessGate';
import { FinanceFilters } from './components/FinanceFilters';
import { ReconciliationLine } from './components/ReconciliationLine';
import { UniversityTotalsTable } from './components/UniversityTotalsTable';
import { formatCents, useDownloadFinanceCsvMutation, useGetFinanceReportQuery } from './financeApi';
import { useFinanceRange } from './useFinanceRange';
import '../admin.css';
import './finance.css';

// recharts is the heaviest dependency of the admin screens: fetched only when the chart is shown.
const FinanceChart = lazy(() => import('./components/FinanceChart'));

export const FINANCE_LOAD_ERROR = 'Failed to load the finance report. Please try again.';
export const NO_TRANSFERS = 'No credits were exchanged in this range';

/** /admin/finance: credits exchanged per day, week or month and per university, reconciled with the ledger. */
export function FinancePage() {
  const [range, setRange] = useFinanceRange();
  const report = useGetFinanceReportQuery(range);
  const [downloadCsv, csv] = useDownloadFinanceCsvMutation();
  const data = report.currentData;
  const loading = report.isFetching && !data;

  const onExport = async () => {
    try {
      saveCsvFile(await downloadCsv(range).unwrap());
    } catch (error) {
      toast.error(`Failed to download CSV: ${getApiErrorInfo(error).message ?? 'Unknown error'}`);
    }
  };

  return (
    <AdminAccessGate>
      <main className="page page--admin page--finance">
        <ButtonLink type="link" to="/admin" icon={<ArrowLeftOutlined />} className="back-link">
          Back to Admin Panel
        </ButtonLink>
        <header className="page-header">
          <Typography.Title level={1}>Finance</Typography.Title>
          <Typography.Paragraph type="secondary">
            Credits exchanged between members, from the credit ledger. Days are UTC; weeks start on Monday.
          </Typography.Paragraph>
        </header>
        <FinanceFilters range={range} onChange={setRange} onExport={() => void onExport()} exporting={csv.isLoading} />

        {report.isError ? (
          <Alert
            className="admin-section"
            type="error"
            showIcon
            title={FINANCE_LOAD_ERROR}
            action={
              <Button size="small" onClick={() => void report.refetch()}>
                Retry
              </Button>
            }
          />
        ) : (
          <>
            <Card className="admin-section" title={<h2 className="card-heading">Credits exchanged</h2>}>
              {loading || !data ? (
                <Skeleton active paragraph={{ rows: 6 }} />
              ) : (
                <>
                  <div className="finance-summary" data-testid="finance-summary">
                    <Statistic title="Total exchanged (credits)" value={formatCents(data.totalCents)} />
                    <Statistic title="Transfers" value={data.transfers} />
                  </div>
                  {/* The chart shows even an empty range: a flat line is an answer too. */}
                  <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                    <FinanceChart report={data} />
                  </Suspense>
                  {data.transfers === 0 && (
                    <Typography.Paragraph type="secondary" className="finance-empty">
                      {NO_TRANSFERS}
                    </Typography.Paragraph>
                  )}
                  <ReconciliationLine report={data} />
                </>
              )}
            </Card>
            <Card className="admin-section" title={<h2 className="card-heading">Per university</h2>}>
              <UniversityTotalsTable report={data} loading={loading} />
            </Card>
          </>
        )}
      </main>
    </AdminAccessGate>
  );
}
