import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { Alert, Button, Card, Space, Tabs, Typography } from 'antd';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { getApiErrorInfo } from '../../shared/api/problem';
import { randomUuid } from '../../shared/lib/randomUuid';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { toast } from '../../shared/ui/toast';
import { useFormFields } from '../../shared/ui/useFormFields';
import { ExpiryWarning, ReagentNotFound, useGetReagentQuery, type ReagentView } from '../catalog';
import { useGetCreditBalanceQuery } from '../credits';
import { MessageField } from './components/dialogs/dialogParts';
import { CreditBalanceLine } from './components/request/CreditBalanceLine';
import { CreditOfferField } from './components/request/CreditOfferField';
import { ReagentOfferField } from './components/request/ReagentOfferField';
import { WantedReagentSummary } from './components/request/WantedReagentSummary';
import {
  blankRequestSwap,
  formFieldOf,
  isUnaffordable,
  requestSwapProblems,
  toCreateBody,
  type RequestSwapField,
  type RequestSwapValues,
} from './lib/requestSwapForm';
import { useCreateSwapRequestMutation } from './swapsApi';
import { LoadError } from '../../shared/ui/LoadError';

const ID_PREFIX = 'request-swap';

function RequestSwapForm({ reagent }: { reagent: ReagentView }) {
  const navigate = useNavigate();
  const form = useFormFields<RequestSwapValues>(blankRequestSwap, ID_PREFIX);
  const { values, set, setErrors, errors } = form;
  // One id per form (spec §3): however often it is sent, the server creates one request.
  const [swapId] = useState(randomUuid);
  const sending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Balances move with every swap: read it fresh whenever the form opens.
  const balance = useGetCreditBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const available = balance.data?.available;
  const insufficient = isUnaffordable(values, available);
  const [create, creation] = useCreateSwapRequestMutation();

  const showServerProblem = (error: unknown) => {
    const info = getApiErrorInfo(error);
    const fields: Partial<Record<RequestSwapField, string>> = {};
    for (const { field, message } of info.fieldErrors) {
      const ours = formFieldOf(field, values);
      if (ours) fields[ours] ??= message;
    }
    if (info.code === 'INSUFFICIENT_CREDITS' && info.message) {
      fields.credits = info.message;
      void balance.refetch();
    }
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      return;
    }
    // Not the form's fault: the reagent is mine, no longer available, or the request failed.
    toast.error(SWAP_MESSAGES.createFailed);
    setFailure(info.status === null ? SWAP_MESSAGES.createFailed : (info.message ?? SWAP_MESSAGES.createFailed));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) {
      toast.info(SWAP_MESSAGES.alreadyProcessing);
      return;
    }
    const problems = requestSwapProblems(values, available);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    sending.current = true;
    setFailure(null);
    try {
      const result = await create(toCreateBody(swapId, reagent.id, values)).unwrap();
      // 200: the request exists already (a duplicate, or this form sent twice): say so and open it.
      if (result.created) toast.success(SWAP_MESSAGES.created);
      else toast.info(result.message);
      void navigate(`/swap-request/${result.swap.id}`);
    } catch (error) {
      showServerProblem(error);
    } finally {
      sending.current = false;
    }
  };

  // The credits tab's field, and the reagent tab's for credits added to a listing (its own id: both tabs stay mounted once visited).
  const creditsField = (id: string) => (
    <CreditOfferField id={id} value={values.credits} onChange={(credits) => set('credits', credits)} error={errors.credits} />
  );
  const creditsTab = creditsField(`${ID_PREFIX}-credits`);

  return (
    <form className="request-swap__form" onSubmit={(event) => void submit(event)} noValidate aria-busy={creation.isLoading}>
      {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
      <CreditBalanceLine balance={balance.data} />
      <Tabs
        activeKey={values.kind}
        onChange={(kind) => set('kind', kind as RequestSwapValues['kind'])}
        items={[
          { key: 'credits', label: 'Swap with Credits', children: creditsTab },
          {
            key: 'reagent',
            label: 'Swap with Reagent',
            children: <ReagentOfferField form={form} creditsField={creditsField(`${ID_PREFIX}-added-credits`)} />,
          },
        ]}
      />
      {insufficient ? (
        <Alert
          type="warning"
          showIcon
          title="Insufficient Credits"
          description={SWAP_MESSAGES.insufficientAlert(available ?? 0)}
          role="alert"
          data-testid="insufficient-credits"
        />
      ) : null}
      <MessageField
        id={`${ID_PREFIX}-message`}
        label="Message to the owner"
        value={values.message}
        onChange={(message) => set('message', message)}
        error={errors.message}
        placeholder="Introduce yourself and say what you need the reagent for."
      />
      <Space wrap className="request-swap__actions">
        <ButtonLink to={`/reagents/${reagent.id}`}>Cancel</ButtonLink>
        <Button type="primary" htmlType="submit" loading={creation.isLoading} disabled={creation.isLoading || insufficient}>
          Request Swap
        </Button>
      </Space>
    </form>
  );
}

/** The reagent cannot be requested by me: the server's own words (it refuses the same). */
function NotRequestable({ reagent, reason }: { reagent: ReagentView; reason: string }) {
  return (
    <>
      <Alert type="warning" showIcon title={reason} role="alert" />
      <Space wrap className="request-swap__actions">
        <ButtonLink to={`/reagents/${reagent.id}`}>Back to the reagent</ButtonLink>
        <ButtonLink to="/reagents">Browse Reagents</ButtonLink>
      </Space>
    </>
  );
}

/** /request-swap/{reagentId} (spec §2 "Request Swap"): offer credits or a reagent for someone's listing. */
export function RequestSwapPage() {
  const { reagentId = '' } = useParams();
  const me = useAppSelector(selectCurrentUser);
  const { data: reagent, error, isLoading, refetch } = useGetReagentQuery(reagentId, { skip: !reagentId });

  if (isLoading) return <LoadingScreen message="Loading reagent details..." />;
  if (!reagent) {
    const status = error ? getApiErrorInfo(error).status : 404;
    if (status === 404 || status === 400) return <ReagentNotFound />;
    return (
      <main className="page page--narrow">
        <LoadError level={1} title="Failed to load reagent details" onRetry={() => void refetch()} />
      </main>
    );
  }

  const blocked = reagent.owner.id === me?.id ? SWAP_MESSAGES.ownReagent : !reagent.available ? SWAP_MESSAGES.reagentUnavailable : null;
  return (
    <main className="page page--narrow request-swap">
      <Typography.Title level={1}>Request Swap</Typography.Title>
      <Typography.Paragraph type="secondary">
        Offer credits or one of your reagents for <Link to={`/reagents/${reagent.id}`}>{reagent.name}</Link>. The owner is notified and can
        approve or reject your request.
      </Typography.Paragraph>
      <ExpiryWarning expiryDate={reagent.expiryDate} />
      <div className="request-swap__layout">
        <WantedReagentSummary reagent={reagent} />
        <Card className="request-swap__card">
          {blocked ? <NotRequestable reagent={reagent} reason={blocked} /> : <RequestSwapForm reagent={reagent} />}
        </Card>
      </div>
    </main>
  );
}
