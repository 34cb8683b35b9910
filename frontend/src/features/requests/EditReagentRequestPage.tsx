import { REQUEST_MESSAGES } from '@reagentswap/contracts';
import { Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { useCategories } from '../catalog';
import { getApiErrorInfo } from '../../shared/api/problem';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { toast } from '../../shared/ui/toast';
import { RequestForm, requestFormValues, toRequestBody, type RequestFormValues } from './components/RequestForm';
import { useEditReagentRequestMutation, useGetReagentRequestQuery } from './requestsApi';
import { RequestUnavailable } from './components/RequestUnavailable';
import './requests.css';

/** /reagent-requests/{id}/edit: the requester edits their request; anyone else is sent back with the spec's message. */
export function EditReagentRequestPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const me = useAppSelector(selectCurrentUser);
  const { categories } = useCategories();
  const request = useGetReagentRequestQuery(id);
  const [edit, editing] = useEditReagentRequestMutation();
  const [serverErrors, setServerErrors] = useState<{ field: string; message: string }[]>();
  const notRequester = Boolean(request.data && me && request.data.requester.id !== me.id);

  useEffect(() => {
    if (notRequester) toast.error(REQUEST_MESSAGES.notRequester);
  }, [notRequester]);

  if (notRequester) return <Navigate to="/reagent-requests" replace />;
  if (request.isLoading || request.isError || !request.data)
    return <RequestUnavailable isLoading={request.isLoading} error={request.error} />;

  const submit = async (values: RequestFormValues) => {
    try {
      await edit({ id, body: toRequestBody(values) }).unwrap();
      toast.success(REQUEST_MESSAGES.updated);
      navigate('/reagent-requests');
    } catch (error) {
      const info = getApiErrorInfo(error);
      setServerErrors(info.fieldErrors);
      toast.error(info.status === 403 ? REQUEST_MESSAGES.notRequester : REQUEST_MESSAGES.updateFailed);
    }
  };

  return (
    <main className="page">
      <Typography.Title level={1}>Edit Reagent Request</Typography.Title>
      <Card>
        <RequestForm
          key={request.data.id}
          initialValues={requestFormValues(request.data)}
          categories={categories}
          submitLabel="Save Changes"
          busy={editing.isLoading}
          serverErrors={serverErrors}
          onSubmit={(values) => void submit(values)}
          onCancel={() => navigate('/reagent-requests')}
        />
      </Card>
    </main>
  );
}
