import { Alert } from 'antd';
import type { CheckpointVerdict } from './ledgerCheckpointsApi';

const TITLES: Record<CheckpointVerdict['status'], string> = {
  verified: 'Checkpoint verified',
  invalid: 'Checkpoint does not verify',
  mismatch: 'Ledger differs from the checkpoint',
};

/** A checkpoint's verdict (the audit's on the last one, or on a kept file): what was checked and what it showed. */
export function CheckpointVerdictAlert({ verdict, testId }: { verdict: CheckpointVerdict; testId: string }) {
  return (
    <Alert
      type={verdict.status === 'verified' ? 'success' : 'error'}
      showIcon
      title={TITLES[verdict.status]}
      description={verdict.message}
      data-testid={testId}
      data-status={verdict.status}
    />
  );
}
