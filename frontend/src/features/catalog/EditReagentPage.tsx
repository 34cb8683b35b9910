import { ArrowLeftOutlined } from '@ant-design/icons';
import { CATALOG_MESSAGES, EDIT_UNITS } from '@reagentswap/contracts';
import { Card, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { getApiErrorInfo } from '../../shared/api/problem';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { toast } from '../../shared/ui/toast';
import { invalidateReagent, useEditReagentMutation, useGetReagentQuery, type ReagentView } from './catalogApi';
import type { ImageValue } from './components/ImageField';
import { ReagentForm, toReagentBody, type ReagentFormValues } from './components/ReagentForm';
import { useReagentImageUpload } from './lib/useReagentImageUpload';
import { useUploadWithProgress } from './lib/useUploadWithProgress';
import './catalog.css';

export const EDIT_LOAD_ERROR = 'Error loading reagent details. Please try again later.';
const AFTER_EDIT = '/my-reagents';

const valuesOf = (reagent: ReagentView): ReagentFormValues => ({
  name: reagent.name,
  catalogNumber: reagent.catalogNumber,
  category: reagent.category.id,
  amount: String(reagent.amount),
  unit: reagent.unit,
  numberOfPackages: String(reagent.numberOfPackages),
  expiryDate: reagent.expiryDate ?? '',
  description: reagent.description,
  storageConditions: reagent.storageConditions,
  casNumber: reagent.casNumber ?? '',
  ghsPictograms: reagent.ghsPictograms,
  hazardStatements: reagent.hazardStatements,
});

function EditForm({ reagent }: { reagent: ReagentView }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [edit, { isLoading }] = useEditReagentMutation();
  const uploadImage = useReagentImageUpload();
  const send = useUploadWithProgress();
  const [initial] = useState(() => valuesOf(reagent));
  const [image, setImage] = useState<ImageValue>(reagent.imageUrl ? { kind: 'existing', url: reagent.imageUrl } : null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<{ field: string; message: string }[]>();
  const busy = isLoading || uploadProgress !== null;

  const submit = async (values: ReagentFormValues) => {
    if (busy) return;
    setServerErrors(undefined);
    try {
      await edit({ id: reagent.id, body: toReagentBody(values) }).unwrap();
    } catch (error) {
      const info = getApiErrorInfo(error);
      if (info.fieldErrors.length) setServerErrors(info.fieldErrors);
      toast.error(`Failed to update reagent: ${info.message ?? 'An unexpected error occurred'}`);
      return;
    }
    try {
      if (image?.kind === 'new') {
        setUploadProgress(0);
        await uploadImage(reagent.id, image.file, setUploadProgress);
      } else if (!image && reagent.imageUrl) {
        await send({ method: 'DELETE', url: `/reagents/${encodeURIComponent(reagent.id)}/image` });
      }
    } catch {
      toast.error('Failed to upload image. Please try again.');
      setUploadProgress(null);
      return;
    }
    setUploadProgress(null);
    dispatch(invalidateReagent(reagent.id));
    toast.success(CATALOG_MESSAGES.updated);
    void navigate(AFTER_EDIT);
  };

  return (
    <ReagentForm
      idPrefix="edit-reagent"
      initial={initial}
      units={EDIT_UNITS}
      allowCustomUnit
      image={image}
      onImageChange={setImage}
      onSubmit={(values) => void submit(values)}
      onCancel={() => void navigate(AFTER_EDIT)}
      busy={busy}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      uploadProgress={uploadProgress}
      serverErrors={serverErrors}
    />
  );
}

/** /reagents/{id}/edit and /reagents/edit/{id}: 'Edit Reagent Details', owner only (spec §2, §5). */
export function EditReagentPage() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const { data: reagent, isLoading, error } = useGetReagentQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const notOwner = Boolean(reagent && user && reagent.owner.id !== user.id);

  useEffect(() => {
    if (notOwner) toast.error(CATALOG_MESSAGES.notOwnerEdit);
  }, [notOwner]);

  if (isLoading) return <LoadingScreen message="Loading reagent details..." />;
  if (notOwner) return <Navigate to={AFTER_EDIT} replace />;
  if (!reagent) {
    return (
      <main className="page page--narrow">
        <Result
          status={error && getApiErrorInfo(error).status === 404 ? '404' : 'error'}
          title={<h1 className="result-title">{EDIT_LOAD_ERROR}</h1>}
          extra={
            <ButtonLink type="primary" to={AFTER_EDIT} icon={<ArrowLeftOutlined aria-hidden="true" />}>
              Back to My Reagents
            </ButtonLink>
          }
        />
      </main>
    );
  }
  return (
    <main className="page page--narrow">
      <header className="page-header">
        <Typography.Title level={1}>Edit Reagent Details</Typography.Title>
      </header>
      <Card>
        <EditForm key={reagent.id} reagent={reagent} />
      </Card>
    </main>
  );
}
