import { CloudDownloadOutlined, FileProtectOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { formatDateTime, saveCsvFile } from '../../credits';
import { formatNumber } from '../lib/format';
import { CheckpointVerdictAlert } from './CheckpointVerdictAlert';
import {
  useCreateLedgerCheckpointMutation,
  useDownloadLatestLedgerCheckpointMutation,
  useGetLedgerCheckpointsQuery,
  useVerifyLedgerCheckpointMutation,
  type CheckpointVerdict,
  type LedgerCheckpointFile,
} from './ledgerCheckpointsApi';

const failure = (error: unknown) => getApiErrorInfo(error).message ?? 'Unknown error';

/**
 * Signed checkpoints (ADR 0004): the last one, and the admin's three actions — sign one now,
 * download the latest to keep outside the database, and check a kept file against the ledger.
 */
export function LedgerCheckpointsCard() {
  const checkpoints = useGetLedgerCheckpointsQuery();
  const [create, creating] = useCreateLedgerCheckpointMutation();
  const [download, downloading] = useDownloadLatestLedgerCheckpointMutation();
  const [verify, verifying] = useVerifyLedgerCheckpointMutation();
  const [keptVerdict, setKeptVerdict] = useState<CheckpointVerdict | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const latest = checkpoints.data?.[0];

  const onCreate = async () => {
    try {
      const made = await create().unwrap();
      toast.success(`Checkpoint created: ${formatNumber(made.sequence)} events signed`);
    } catch (error) {
      toast.error(`Failed to create a checkpoint: ${failure(error)}`);
    }
  };

  const onDownload = async () => {
    try {
      saveCsvFile(await download().unwrap());
    } catch (error) {
      toast.error(`Failed to download the checkpoint: ${failure(error)}`);
    }
  };

  const onKeptFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setKeptVerdict(null);
    let parsed: LedgerCheckpointFile;
    try {
      parsed = JSON.parse(await file.text()) as LedgerCheckpointFile;
    } catch {
      toast.error('This file is not a ledger checkpoint');
      return;
    }
    try {
      setKeptVerdict(await verify(parsed).unwrap());
    } catch (error) {
      toast.error(`Failed to verify the checkpoint: ${failure(error)}`);
    }
  };

  return (
    <section className="ledger-checkpoints" aria-labelledby="ledger-checkpoints-title">
      <Typography.Title level={5} id="ledger-checkpoints-title">
        Signed checkpoints
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="admin-tool__intro">
        A checkpoint signs the latest event of every credit account with a key kept outside the database, on a schedule (hourly by default)
        and on demand. The audit checks the ledger against the last one; keep downloaded copies elsewhere to prove the history even if the
        database itself is rewritten.
      </Typography.Paragraph>
      <p data-testid="ledger-checkpoint-latest">
        {checkpoints.isLoading
          ? 'Loading the last checkpoint...'
          : checkpoints.isError
            ? `Failed to load the checkpoints: ${failure(checkpoints.error)}`
            : latest
              ? `Last checkpoint: ${formatDateTime(latest.createdAt)}, ${formatNumber(latest.sequence)} events in ${formatNumber(latest.accountCount)} accounts (${latest.trigger === 'admin' ? 'made by an admin' : 'scheduled'}).`
              : 'No checkpoint has been made yet.'}
      </p>
      <Space wrap className="admin-tool__actions">
        <Button icon={<SafetyOutlined />} loading={creating.isLoading} onClick={() => void onCreate()}>
          Create checkpoint
        </Button>
        <Button icon={<CloudDownloadOutlined />} loading={downloading.isLoading} disabled={!latest} onClick={() => void onDownload()}>
          Download latest checkpoint
        </Button>
        <Button icon={<FileProtectOutlined />} loading={verifying.isLoading} onClick={() => fileInput.current?.click()}>
          Verify a kept checkpoint
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Kept checkpoint file"
          onChange={(event) => void onKeptFile(event)}
        />
      </Space>
      {keptVerdict ? <CheckpointVerdictAlert verdict={keptVerdict} testId="kept-checkpoint-verdict" /> : null}
    </section>
  );
}
