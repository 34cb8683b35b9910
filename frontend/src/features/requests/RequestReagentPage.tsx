import { REQUEST_MESSAGES } from '@reagentswap/contracts';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { RequireAuth } from '../auth';
import { useCategories } from '../catalog';
import { getApiErrorInfo } from '../../shared/api/problem';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { toast } from '../../shared/ui/toast';
import { RequestForm, blankRequestForm, toRequestBody, type RequestFormValues } from './components/RequestForm';
import { useCreateReagentRequestMutation, useLazyGetRequestMatchesQuery } from './requestsApi';
import './requests.css';

/** Spec §8: the create failure names the server's reason, unless it leaks a column name. */
export function createFailureMessage(error: unknown): string {
  const { message, status } = getApiErrorInfo(error);
  if (!message || status === null) return REQUEST_MESSAGES.submitFailed;
  return /column/i.test(message) ? `${REQUEST_MESSAGES.createFailed}: Database error` : `${REQUEST_MESSAGES.createFailed}: ${message}`;
}

function RequestReagentForm() {
  const navigate = useNavigate();
  const me = useAppSelector(selectCurrentUser);
  const { categories } = useCategories();
  const [create, creation] = useCreateReagentRequestMutation();
  const [findMatches, matching] = useLazyGetRequestMatchesQuery();
  const [serverErrors, setServerErrors] = useState<{ field: string; message: string }[]>();
  // Spec §2: city and country come prefilled from the profile.
  const [initial] = useState(() => blankRequestForm({ city: me?.city, country: me?.country }));

  const submit = async (values: RequestFormValues) => {
    try {
      const request = await create(toRequestBody(values)).unwrap();
      toast.success(REQUEST_MESSAGES.created);
      // Listings that already match are shown at once, on the request's page (ADR 0026); with none
      // the form goes to the list as the spec says. A failed look-up is no reason to stay here.
      const matches = await findMatches(request.id)
        .unwrap()
        .catch(() => []);
      navigate(matches.length > 0 ? `/reagent-requests/${request.id}` : '/reagent-requests');
    } catch (error) {
      setServerErrors(getApiErrorInfo(error).fieldErrors);
      toast.error(createFailureMessage(error));
    }
  };

  return (
    <main className="page">
      <Typography.Title level={1}>Request a Reagent</Typography.Title>
      <Typography.Paragraph type="secondary">Tell other labs what you need; they can contact you if they have it.</Typography.Paragraph>
      <Card>
        <RequestForm
          initialValues={initial}
          categories={categories}
          submitLabel="Submit Request"
          busy={creation.isLoading || matching.isFetching}
          serverErrors={serverErrors}
          onSubmit={(values) => void submit(values)}
          onCancel={() => navigate('/reagent-requests')}
        />
      </Card>
    </main>
  );
}

/** /request-reagent and /reagent-requests/new: a login prompt for guests (spec §2), the form for members. */
export function RequestReagentPage() {
  return (
    <RequireAuth guestPrompt={REQUEST_MESSAGES.signInToSubmit}>
      <RequestReagentForm />
    </RequireAuth>
  );
}
