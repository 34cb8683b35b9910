import {
  ArrowLeftOutlined,
  BankOutlined,
  EditOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, Card, Space, Typography } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { getApiErrorInfo } from '../../shared/api/problem';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { useGetReagentQuery, type ReagentView } from './catalogApi';
import { GhsHazardDetails } from './components/GhsPictograms';
import { ExpiredTag } from './components/Expiry';
import { ReagentImage } from './components/ReagentImage';
import { ReagentNotFound } from './components/ReagentNotFound';
import { formatReagentDate, ownerName, reagentLocation } from './lib/format';
import './catalog.css';
import { LoadError } from '../../shared/ui/LoadError';
import { MemberRatingSummary } from '../ratings';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="reagent-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const orNotSpecified = (text: string | null | undefined) =>
  text?.trim() ? text : <span className="reagent-field__empty">Not specified</span>;

function ListedByCard({ reagent, isOwner, signedIn }: { reagent: ReagentView; isOwner: boolean; signedIn: boolean }) {
  const owner = reagent.owner;
  const ownerLocation = [owner.city, owner.country].filter(Boolean).join(', ') || owner.location;
  return (
    <Card title={<h2 className="reagent-side__title">Listed by</h2>} className="reagent-side">
      <ul className="reagent-owner">
        <li>
          <UserOutlined aria-hidden="true" /> <span className="visually-hidden">Researcher: </span>
          {/* Profiles are for members; a guest just reads the name. */}
          {signedIn ? <Link to={`/community/profile/${owner.id}`}>{ownerName(reagent)}</Link> : ownerName(reagent)}
          {/* Ratings are for members too (the summaries answer signed-in members only). */}
          {signedIn ? (
            <Suspense fallback={null}>
              <MemberRatingSummary memberId={owner.id} />
            </Suspense>
          ) : null}
        </li>
        <li>
          <ExperimentOutlined aria-hidden="true" /> <span className="visually-hidden">Lab: </span>
          {orNotSpecified(owner.labName)}
        </li>
        <li>
          <BankOutlined aria-hidden="true" /> <span className="visually-hidden">Institution: </span>
          {orNotSpecified(owner.university)}
        </li>
        <li>
          <EnvironmentOutlined aria-hidden="true" /> <span className="visually-hidden">Location: </span>
          {orNotSpecified(ownerLocation)}
        </li>
      </ul>
      {isOwner ? (
        <Space direction="vertical" className="reagent-side__actions">
          <Typography.Text type="secondary">This is your listing.</Typography.Text>
          <ButtonLink to={`/reagents/${reagent.id}/edit`} icon={<EditOutlined aria-hidden="true" />} block>
            Edit Reagent
          </ButtonLink>
        </Space>
      ) : (
        <Space direction="vertical" className="reagent-side__actions">
          <ButtonLink
            type="primary"
            to={`/request-swap/${reagent.id}`}
            icon={<SwapOutlined aria-hidden="true" />}
            block
            disabled={!reagent.available}
          >
            Request Swap
          </ButtonLink>
          <ButtonLink to={`/message/${reagent.id}`} icon={<MessageOutlined aria-hidden="true" />} block>
            Message Owner
          </ButtonLink>
        </Space>
      )}
    </Card>
  );
}

function HowItWorksCard() {
  return (
    <Card title={<h2 className="reagent-side__title">How It Works</h2>} className="reagent-side">
      <ol className="reagent-how">
        <li>Request a swap, offering credits or one of your reagents.</li>
        <li>The owner approves and you agree the details by message.</li>
        <li>Receive the reagent and confirm to complete the swap.</li>
      </ol>
      <Link to="/help">
        <QuestionCircleOutlined aria-hidden="true" /> Learn more in the Help Center
      </Link>
    </Card>
  );
}

/** /reagents/{id}: open to guests (a shareable link); swap and message ask them to sign in. */
export function ReagentDetailPage() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const { data: reagent, error, isLoading, refetch } = useGetReagentQuery(id, { skip: !id });

  if (isLoading) return <LoadingScreen message="Loading reagent..." />;
  if (!reagent) {
    const status = error ? getApiErrorInfo(error).status : 404;
    if (status === 404 || status === 400) return <ReagentNotFound />;
    return (
      <main className="page page--narrow">
        <LoadError level={1} title="Failed to load reagent details" onRetry={() => void refetch()}>
          <ButtonLink to="/reagents">Browse Reagents</ButtonLink>
        </LoadError>
      </main>
    );
  }

  const isOwner = user?.id === reagent.owner.id;
  return (
    <main className="page">
      <Link to="/reagents" className="back-link">
        <ArrowLeftOutlined aria-hidden="true" /> Back to Reagents
      </Link>
      <div className="reagent-detail">
        <article className="reagent-detail__main">
          <Card cover={<ReagentImage reagent={reagent} size="display" />}>
            <Typography.Title level={1} className="reagent-detail__name">
              {reagent.name}
            </Typography.Title>
            {!reagent.available ? (
              <Alert type="warning" showIcon message="This reagent is no longer available" className="reagent-detail__alert" />
            ) : null}
            <dl className="reagent-fields">
              <Field label="Catalog Number">{orNotSpecified(reagent.catalogNumber)}</Field>
              {reagent.casNumber ? <Field label="CAS number">{reagent.casNumber}</Field> : null}
              <Field label="Category">{reagent.category.name}</Field>
              <Field label="Amount">{reagent.amountText}</Field>
              <Field label="Number of Packages">{reagent.numberOfPackages}</Field>
              <Field label="Storage Conditions">{orNotSpecified(reagent.storageConditions)}</Field>
              <Field label="Date Added">{formatReagentDate(reagent.dateAdded)}</Field>
              <Field label="Expiry Date">
                {formatReagentDate(reagent.expiryDate)} <ExpiredTag expiryDate={reagent.expiryDate} />
              </Field>
              <Field label="Location">{orNotSpecified(reagentLocation(reagent))}</Field>
            </dl>
            <h2 className="reagent-detail__subtitle">Description</h2>
            <p className="reagent-detail__description">{reagent.description || 'No description provided.'}</p>
            <GhsHazardDetails pictograms={reagent.ghsPictograms} statements={reagent.hazardStatements} />
          </Card>
        </article>
        <div className="reagent-detail__side">
          <ListedByCard reagent={reagent} isOwner={isOwner} signedIn={Boolean(user)} />
          <HowItWorksCard />
        </div>
      </div>
    </main>
  );
}
