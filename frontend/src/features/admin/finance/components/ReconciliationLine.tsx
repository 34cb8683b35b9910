import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert } from 'antd';
import type { FinanceReport } from '../financeApi';
import { formatCents } from '../financeApi';

/** The check that the report adds up to the ledger's own total, to the cent, with both figures. */
export function ReconciliationLine({ report }: { report: FinanceReport }) {
  const { reportTotalCents, ledgerTotalCents, matches } = report.reconciliation;
  const figures = `Report total ${formatCents(reportTotalCents)} credits · ledger total ${formatCents(ledgerTotalCents)} credits`;
  return (
    <Alert
      className="finance-reconciliation"
      data-testid="finance-reconciliation"
      type={matches ? 'success' : 'error'}
      showIcon
      icon={matches ? <CheckCircleFilled /> : <CloseCircleFilled />}
      title={matches ? 'Reconciled with the ledger' : 'Does not reconcile with the ledger'}
      description={figures}
    />
  );
}
