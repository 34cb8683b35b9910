import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CSV_MESSAGES,
  CSV_TEMPLATE_COLUMNS,
  CSV_TEMPLATE_FILE_NAME,
  isCsvFileName,
  type CsvImportReport,
  type CsvRowProblem,
} from '@reagentswap/contracts';
import { Alert, Button, Modal, Progress } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { invalidateReagent } from '../catalogApi';
import { useUploadWithProgress } from '../lib/useUploadWithProgress';

interface CsvImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §8 "Bulk": the result toasts; the first error when nothing was created. */
export function announceImport(report: CsvImportReport): void {
  if (report.created > 0) toast.success(CSV_MESSAGES.uploaded(report.created), 'csv-import');
  if (report.failed > 0 && report.created > 0) toast.error(CSV_MESSAGES.failed(report.failed), 'csv-import-failed');
  if (report.created === 0) {
    const first = report.errors[0] ?? report.duplicates[0];
    toast.error(CSV_MESSAGES.noneUploaded, { key: 'csv-import', description: first ? rowText(first) : undefined });
  }
}

/** The first report with the outcome of 'Import anyway' (which imported only the skipped rows) folded in. */
const withDuplicatesImported = (first: CsvImportReport, anyway: CsvImportReport): CsvImportReport => {
  const created = first.created + anyway.created;
  return {
    ...first,
    message: created > 0 ? CSV_MESSAGES.uploaded(created) : CSV_MESSAGES.noneUploaded,
    created,
    failed: first.failed + anyway.failed,
    skipped: anyway.skipped,
    createdIds: [...first.createdIds, ...anyway.createdIds],
    errors: [...first.errors, ...anyway.errors].sort((a, b) => a.line - b.line),
    duplicates: anyway.duplicates,
  };
};

const rowText = (row: CsvRowProblem) => `${row.name ? `${row.name}: ` : ''}${row.message}`;

function RowList({ rows, label }: { rows: CsvRowProblem[]; label: string }) {
  return (
    <ul className="csv-rows" aria-label={label}>
      {rows.map((row) => (
        <li key={row.line}>
          <span className="csv-rows__line">Line {row.line}</span> {rowText(row)}
        </li>
      ))}
    </ul>
  );
}

/** 'Upload Reagents CSV' (spec §2): Download Template, a file picker, Cancel and Upload Reagents. */
export function CsvImportDialog({ open, onClose }: CsvImportDialogProps) {
  const dispatch = useAppDispatch();
  const upload = useUploadWithProgress();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<CsvImportReport | null>(null);
  const busy = progress !== null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setError(null);
    setReport(null);
  };

  const close = () => {
    if (busy) return;
    setFile(null);
    setError(null);
    setReport(null);
    if (input.current) input.current.value = '';
    onClose();
  };

  /** Posts the chosen file; `query` narrows it ('Import anyway': only the skipped duplicates' lines). */
  const send = async (chosen: File, query = '') => {
    const form = new FormData();
    form.append('file', chosen, chosen.name);
    setProgress(0);
    try {
      const result = await upload<CsvImportReport>({ method: 'POST', url: `/reagents/import${query}`, form, onProgress: setProgress });
      announceImport(result);
      if (result.created > 0) dispatch(invalidateReagent());
      return result;
    } catch (failure) {
      const message = getApiErrorInfo(failure).message ?? 'Failed to upload reagents.';
      setError(message);
      toast.error(CSV_MESSAGES.noneUploaded, { key: 'csv-import', description: message });
      return null;
    } finally {
      setProgress(null);
    }
  };

  const submit = async () => {
    if (!file) return setError(CSV_MESSAGES.noFile);
    if (!isCsvFileName(file.name)) return setError(CSV_MESSAGES.notCsv);
    setError(null);
    setReport(null);
    const result = await send(file);
    if (result) setReport(result);
  };

  /** Re-posts the same file with only the skipped rows' lines, so the rows just created are not created again. */
  const importDuplicatesAnyway = async () => {
    if (!file || !report?.duplicates.length) return;
    setError(null);
    const lines = report.duplicates.map((row) => row.line).join(',');
    const result = await send(file, `?importDuplicates=true&lines=${lines}`);
    if (result) setReport(withDuplicatesImported(report, result));
  };

  return (
    <Modal
      open={open}
      title="Upload Reagents CSV"
      onCancel={close}
      maskClosable={!busy}
      footer={[
        <Button key="cancel" onClick={close} disabled={busy}>
          Cancel
        </Button>,
        <Button key="upload" type="primary" icon={<UploadOutlined aria-hidden="true" />} onClick={() => void submit()} loading={busy}>
          Upload Reagents
        </Button>,
      ]}
    >
      <p>
        One reagent per row, with the columns <code>{CSV_TEMPLATE_COLUMNS.join(', ')}</code>. Only <code>name</code> is required; the
        category may be given by id or by name.
      </p>
      <Button href={`/api/reagents/import/template`} download={CSV_TEMPLATE_FILE_NAME} icon={<DownloadOutlined aria-hidden="true" />}>
        Download Template
      </Button>
      <div className="csv-picker">
        <label htmlFor="csv-file" className="form-field__label">
          CSV file
        </label>
        <input ref={input} id="csv-file" type="file" accept=".csv,text/csv" onChange={choose} disabled={busy} />
      </div>
      {busy ? (
        <div role="status" aria-live="polite">
          <span>{progress < 100 ? 'Uploading file...' : 'Importing reagents...'}</span>
          <Progress percent={progress} size="small" aria-label="CSV upload progress" status={progress < 100 ? 'active' : 'normal'} />
        </div>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} className="csv-alert" /> : null}
      {report ? (
        <div className="csv-report" data-testid="csv-report">
          {report.created > 0 ? (
            <Alert type="success" showIcon message={CSV_MESSAGES.uploaded(report.created)} className="csv-alert" />
          ) : null}
          {report.errors.length ? (
            <Alert
              type="error"
              showIcon
              className="csv-alert"
              message={CSV_MESSAGES.failed(report.failed)}
              description={<RowList rows={report.errors} label="Rows that failed" />}
            />
          ) : null}
          {report.duplicates.length ? (
            <Alert
              type="warning"
              showIcon
              className="csv-alert"
              message={`${report.duplicates.length} rows skipped: identical to reagents you already listed`}
              description={<RowList rows={report.duplicates} label="Rows skipped as duplicates" />}
              action={
                <Button size="small" onClick={() => void importDuplicatesAnyway()} disabled={busy}>
                  Import anyway
                </Button>
              }
            />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
