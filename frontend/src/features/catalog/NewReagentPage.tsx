import { FileTextOutlined } from '@ant-design/icons';
import { CATALOG_MESSAGES, FORM_DEFAULTS, UPLOAD_UNITS } from '@reagentswap/contracts';
import { Button, Card, Typography } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../shared/store/hooks';
import { getApiErrorInfo } from '../../shared/api/problem';
import { lazyNamed } from '../../shared/lib/lazyNamed';
import { toast } from '../../shared/ui/toast';
import { invalidateReagent, useCreateReagentMutation } from './catalogApi';
import type { ImageValue } from './components/ImageField';
import { ReagentForm, toReagentBody, type ReagentFormValues } from './components/ReagentForm';
import { clearReagentDraft, readReagentDraft, saveReagentDraft } from './lib/reagentDraft';
import { useReagentImageUpload } from './lib/useReagentImageUpload';
import { TimeoutError, withTimeout } from './lib/withTimeout';
import './catalog.css';

// Few uploads use the CSV import: its dialog is fetched when first opened.
const CsvImportDialog = lazyNamed(() => import('./components/CsvImportDialog'), 'CsvImportDialog');

/** Spec §9: form timeout 20 s, redirect 0.5 s after success. */
export const UPLOAD_TIMEOUT_MS = 20_000;
export const REDIRECT_AFTER_UPLOAD_MS = 500;
export const UPLOAD_MESSAGES = {
  inProgress: 'Upload already in progress',
  uploading: 'Uploading reagent...',
  timedOut: 'Upload timed out. Please try again.',
  failed: (detail: string) => `Failed to create reagent: ${detail}`,
} as const;

const BLANK: ReagentFormValues = {
  name: '',
  catalogNumber: '',
  category: '',
  amount: FORM_DEFAULTS.amount,
  unit: FORM_DEFAULTS.unit,
  numberOfPackages: String(FORM_DEFAULTS.numberOfPackages),
  expiryDate: '',
  description: '',
  storageConditions: FORM_DEFAULTS.storageConditions,
  casNumber: '',
  ghsPictograms: [],
  hazardStatements: [],
};

/** /reagents/new and /upload (spec §2 "New reagent upload"). */
export function NewReagentPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [create] = useCreateReagentMutation();
  const uploadImage = useReagentImageUpload();
  const [initial] = useState<ReagentFormValues>(() => ({ ...BLANK, ...readReagentDraft() }));
  const [image, setImage] = useState<ImageValue>(null);
  const [busy, setBusy] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<{ field: string; message: string }[]>();
  const [csvOpen, setCsvOpen] = useState(false);
  // Once opened the dialog stays mounted, so that closing it animates as before.
  const [csvOpened, setCsvOpened] = useState(false);
  if (csvOpen && !csvOpened) setCsvOpened(true);
  // A ref, not state: a second Enter in the same tick must see the first submit.
  const inProgress = useRef(false);
  const redirectTimer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const submit = async (values: ReagentFormValues) => {
    if (inProgress.current) {
      toast.warning(UPLOAD_MESSAGES.inProgress);
      return;
    }
    inProgress.current = true;
    setBusy(true);
    setServerErrors(undefined);
    toast.info(UPLOAD_MESSAGES.uploading, 'reagent-upload');
    try {
      const reagent = await withTimeout(create(toReagentBody(values)).unwrap(), UPLOAD_TIMEOUT_MS);
      clearReagentDraft();
      if (image?.kind === 'new') {
        setUploadProgress(0);
        try {
          await uploadImage(reagent.id, image.file, setUploadProgress);
          dispatch(invalidateReagent(reagent.id));
        } catch (error) {
          // The reagent exists; the owner can add the photo from Edit.
          toast.error(error instanceof Error ? error.message : 'Failed to upload image. Please try again.');
        }
      }
      toast.success(CATALOG_MESSAGES.uploaded, 'reagent-upload');
      redirectTimer.current = window.setTimeout(() => void navigate(`/reagents/${reagent.id}`), REDIRECT_AFTER_UPLOAD_MS);
    } catch (error) {
      if (error instanceof TimeoutError) {
        toast.error(UPLOAD_MESSAGES.timedOut, 'reagent-upload');
      } else {
        const info = getApiErrorInfo(error);
        if (info.fieldErrors.length) setServerErrors(info.fieldErrors);
        toast.error(UPLOAD_MESSAGES.failed(info.message ?? 'An unexpected error occurred'), 'reagent-upload');
      }
      inProgress.current = false;
      setBusy(false);
    } finally {
      setUploadProgress(null);
    }
  };

  return (
    <main className="page page--narrow">
      <header className="page-header">
        <Typography.Title level={1}>New Reagent</Typography.Title>
        <Typography.Paragraph type="secondary">List a surplus reagent so other labs can find it.</Typography.Paragraph>
      </header>
      <Card>
        <ReagentForm
          idPrefix="new-reagent"
          initial={initial}
          units={UPLOAD_UNITS}
          image={image}
          onImageChange={setImage}
          onSubmit={(values) => void submit(values)}
          onValuesChange={saveReagentDraft}
          onCancel={() => void navigate('/reagents')}
          busy={busy}
          submitLabel="Upload Reagent"
          busyLabel="Uploading..."
          uploadProgress={uploadProgress}
          serverErrors={serverErrors}
          extraActions={
            <Button icon={<FileTextOutlined aria-hidden="true" />} onClick={() => setCsvOpen(true)}>
              Bulk Upload (CSV)
            </Button>
          }
        />
      </Card>
      {csvOpened ? (
        <Suspense fallback={null}>
          <CsvImportDialog open={csvOpen} onClose={() => setCsvOpen(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
