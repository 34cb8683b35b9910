import { SafetyCertificateOutlined, SyncOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { formatDateTime } from '../../credits';
import { CheckpointVerdictAlert } from '../checkpoints/CheckpointVerdictAlert';
import { LedgerCheckpointsCard } from '../checkpoints/LedgerCheckpointsCard';
import { useLazyGetCreditAuditQuery, useRebuildCreditBalancesMutation, type AuditProblem } from '../adminApi';
import { formatNumber, shortId } from '../lib/format';

const KIND_LABELS: Record<string, string> = {
  'sequence-gap': 'Sequence gap',
  'chain-broken': 'Hash chain broken',
  'hash-mismatch': 'Event altered',
  'invalid-event': 'Unreadable event',
  'rule-violation': 'Rule violation',
  'replay-mismatch': 'Replay mismatch',
  'projection-missing': 'Balance row missing',
  'projection-mismatch': 'Balance differs from events',
  'projection-orphan': 'Balance without events',
  'negative-available': 'Negative available balance',
  'transfer-unbalanced': 'Transfer does not sum to zero',
  'checkpoint-invalid': 'Checkpoint does not verify',
  'checkpoint-mismatch': 'Rewritten since the checkpoint',
};

/** The server's answer when the rebuild found altered events in its audit and stopped (409). */
const LEDGER_AUDIT_FAILED = 'LEDGER_AUDIT_FAILED';

interface RebuildRefusal {
  message: string;
  /** Where the chain is broken: "account <id>, event <n>" and what is wrong there. */
  findings: { field: string; message: string }[];
}

/** Problems the projection rebuild can repair; the others are in the events themselves. */
const PROJECTION_KINDS = new Set(['projection-missing', 'projection-mismatch', 'projection-orphan', 'negative-available']);

const columns: TableColumnsType<AuditProblem & { key: string }> = [
  {
    title: 'Account',
    dataIndex: 'accountId',
    key: 'account',
    render: (accountId?: string) =>
      accountId === undefined ? (
        '—'
      ) : /^[0-9a-f-]{36}$/i.test(accountId) ? (
        <Link to={`/admin/credits/${accountId}`} title={accountId}>
          <code>{shortId(accountId)}</code>
        </Link>
      ) : (
        <code>{accountId}</code>
      ),
  },
  {
    title: 'Sequence',
    dataIndex: 'sequence',
    key: 'sequence',
    render: (sequence?: number) => sequence ?? '—',
  },
  {
    title: 'Problem',
    dataIndex: 'kind',
    key: 'kind',
    render: (kind: string) => <Tag color={PROJECTION_KINDS.has(kind) ? 'orange' : 'red'}>{KIND_LABELS[kind] ?? kind}</Tag>,
  },
  { title: 'Details', dataIndex: 'message', key: 'message' },
];

/**
 * Ledger audit (design §4): replays every stream, compares with the balances projection, checks
 * the hash chains and that every transfer sums to zero. The projection can be rebuilt from the
 * events when they are sound but the balances drifted.
 */
export function CreditsAuditPanel() {
  // Its confirm dialogs' own holder: the shell carries no antd App, whose modal hooks every page would load (ADR 0033).
  const [modal, modalHolder] = Modal.useModal();
  const [runAudit, audit] = useLazyGetCreditAuditQuery();
  const [rebuild, rebuildState] = useRebuildCreditBalancesMutation();
  const [ranAt, setRanAt] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<RebuildRefusal | null>(null);

  const start = async () => {
    try {
      await runAudit(undefined, false).unwrap();
    } catch {
      /* shown below */
    }
    setRanAt(new Date().toISOString());
  };

  const confirmRebuild = () => {
    void modal.confirm({
      title: 'Rebuild credit balances?',
      content:
        'Every balance is recomputed from the ledger events. The events themselves are not changed. The ledger is audited first: if any event was altered, nothing is rebuilt. The audit runs again afterwards.',
      okText: 'Rebuild',
      cancelText: 'Cancel',
      onOk: async () => {
        setRefusal(null);
        try {
          const summary = await rebuild().unwrap();
          const repaired = summary.inserted + summary.corrected + summary.removed;
          toast.success(`Credit balances rebuilt: ${formatNumber(summary.accounts)} accounts, ${formatNumber(repaired)} corrected`);
          await start();
        } catch (error) {
          const info = getApiErrorInfo(error);
          if (info.code === LEDGER_AUDIT_FAILED) {
            // The server audited first and found altered events: say so here, and list the findings below.
            setRefusal({ message: info.message ?? 'Balances were not rebuilt: the ledger audit failed', findings: info.fieldErrors });
            await start();
          } else {
            toast.error(`Failed to rebuild credit balances: ${info.message ?? 'Unknown error'}`);
          }
        }
      },
    });
  };

  const report = audit.data;
  const auditError = audit.isError ? (getApiErrorInfo(audit.error).message ?? 'Unknown error') : null;
  const problemCount = report ? (report.problemCount ?? report.problems.length) : 0;

  return (
    <div className="admin-tool" data-testid="credits-audit">
      {modalHolder}
      <Typography.Paragraph type="secondary" className="admin-tool__intro">
        The audit replays every credit account from its events, compares the result with the stored balances, verifies the tamper-evident
        hash chains, checks that every transfer sums to zero and checks the ledger against the last signed checkpoint. It changes nothing.
      </Typography.Paragraph>
      <Space wrap className="admin-tool__actions">
        <Button type="primary" icon={<SafetyCertificateOutlined />} loading={audit.isFetching} onClick={() => void start()}>
          Run audit
        </Button>
        <Button icon={<SyncOutlined />} loading={rebuildState.isLoading} onClick={confirmRebuild}>
          Rebuild balances
        </Button>
      </Space>

      {refusal ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="audit-report__refusal"
          title="Balances were not rebuilt"
          description={
            <>
              <p>{refusal.message}</p>
              {refusal.findings.length > 0 ? (
                <ul>
                  {refusal.findings.map((finding) => (
                    <li key={`${finding.field}:${finding.message}`}>
                      <code>{finding.field}</code>: {finding.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          }
          data-testid="rebuild-refused"
        />
      ) : null}

      <div aria-live="polite">
        {audit.isFetching ? <p className="cell-muted">Running the audit...</p> : null}
        {!audit.isFetching && auditError ? (
          <Alert type="error" showIcon role="alert" title={`Failed to run the audit: ${auditError}`} />
        ) : null}
        {!audit.isFetching && !auditError && report ? (
          <div className="audit-report">
            {report.ok ? (
              <Alert
                type="success"
                showIcon
                title="Audit passed: the ledger is consistent"
                description={`${formatNumber(report.checkedEvents)} events in ${formatNumber(report.checkedAccounts)} accounts${
                  report.checkedTransfers !== undefined ? ` and ${formatNumber(report.checkedTransfers)} transfers` : ''
                } checked in ${formatNumber(report.durationMs)} ms${ranAt ? ` (${formatDateTime(ranAt)})` : ''}. No problems found.`}
                data-testid="audit-ok"
              />
            ) : (
              <>
                <Alert
                  type="error"
                  showIcon
                  title={`Audit found ${formatNumber(problemCount)} ${problemCount === 1 ? 'problem' : 'problems'}`}
                  description={`${formatNumber(report.checkedEvents)} events in ${formatNumber(report.checkedAccounts)} accounts checked in ${formatNumber(report.durationMs)} ms.${
                    problemCount > report.problems.length ? ` The first ${formatNumber(report.problems.length)} are listed.` : ''
                  } Balance-row problems can be repaired with Rebuild balances; problems in the events themselves need investigation.`}
                  data-testid="audit-problems"
                />
                <Table
                  className="audit-report__problems"
                  rowKey="key"
                  columns={columns}
                  dataSource={report.problems.map((p, i) => ({
                    ...p,
                    key: `${p.accountId ?? ''}:${p.sequence ?? ''}:${p.kind}:${i}`,
                  }))}
                  size="small"
                  scroll={{ x: 'max-content' }}
                  pagination={report.problems.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                />
              </>
            )}
            {report.checkpoint ? <CheckpointVerdictAlert verdict={report.checkpoint} testId="audit-checkpoint" /> : null}
            {report.checkpoint === null ? (
              <p className="cell-muted" data-testid="audit-checkpoint">
                No checkpoint to verify against yet.
              </p>
            ) : null}
          </div>
        ) : null}
        {!audit.isFetching && !auditError && !report ? <p className="cell-muted">The audit has not been run in this session yet.</p> : null}
      </div>

      <LedgerCheckpointsCard />
    </div>
  );
}
