import {
  ArrowLeftOutlined,
  BankOutlined,
  CalendarOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  GlobalOutlined,
  LinkedinOutlined,
  MessageOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { Button, Card, Result, Tag, Typography } from 'antd';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { getApiErrorInfo } from '../../shared/api/problem';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { OwnerReagentsList } from '../catalog';
import { MemberRatingSummary } from '../ratings';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { toast } from '../../shared/ui/toast';
import { expertiseItems, formatMemberSince, locationOf, nameOf, useGetPublicProfileQuery, type CommunityProfile } from './communityApi';
import { InitialsAvatar } from './components/InitialsAvatar';
import './community.css';

export const USER_NOT_FOUND = 'User not found';
export const PROFILE_LOAD_FAILED = 'Failed to load user profile';
export const NO_REAGENTS_TEXT = "This user hasn't uploaded any reagents yet.";

function NotFoundView() {
  return (
    <main className="page page--narrow">
      <Result
        icon={<UserDeleteOutlined aria-hidden="true" />}
        title={<h1 className="result-title">{USER_NOT_FOUND}</h1>}
        subTitle="This user profile does not exist or has been removed"
        extra={
          <ButtonLink type="primary" to="/community" icon={<ArrowLeftOutlined aria-hidden="true" />}>
            Back to Community
          </ButtonLink>
        }
      />
    </main>
  );
}

/** The member's available reagents, from the catalog (name, category, amount, expiry, description, View Details). */
function AvailableReagents({ ownerId }: { ownerId: string }) {
  return (
    <Card title={<h2 className="profile-section__title">Available Reagents</h2>} className="profile-section">
      <OwnerReagentsList ownerId={ownerId} emptyText={NO_REAGENTS_TEXT} />
    </Card>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="profile-detail">
      <dt>
        <span aria-hidden="true">{icon}</span> {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The public view of one member: shared by /community/profile/{id} and /profile/{id}/edit. */
export function PublicProfileView({ userId }: { userId: string }) {
  const user = useAppSelector(selectCurrentUser);
  const { data: member, error, isLoading } = useGetPublicProfileQuery(userId);
  const status = error ? getApiErrorInfo(error).status : null;

  useEffect(() => {
    // "Not found" is the answer for unknown, pending or suspended members; anything else failed.
    if (error && status !== 404 && status !== 400) toast.error(PROFILE_LOAD_FAILED);
  }, [error, status]);

  if (isLoading) return <LoadingScreen message="Loading profile..." />;
  if (!member) return <NotFoundView />;
  return <ProfileContent member={member} isSelf={member.id === user?.id} />;
}

function ProfileContent({ member, isSelf }: { member: CommunityProfile; isSelf: boolean }) {
  const name = nameOf(member);
  const location = locationOf(member);
  const expertise = expertiseItems(member.expertise);

  return (
    <main className="page page--profile">
      <Link to="/community" className="back-link">
        <ArrowLeftOutlined aria-hidden="true" /> Back to Community
      </Link>

      <Card className="profile-hero">
        <div className="profile-hero__body">
          <InitialsAvatar name={name} size={80} />
          <div className="profile-hero__identity">
            <Typography.Title level={1} className="profile-hero__name">
              {name}
            </Typography.Title>
            <p className="profile-hero__since">
              <CalendarOutlined aria-hidden="true" /> Member since {formatMemberSince(member.memberSince)}
            </p>
            <Suspense fallback={null}>
              <MemberRatingSummary memberId={member.id} showResponseTime />
            </Suspense>
          </div>
          <div className="profile-hero__actions">
            {isSelf ? (
              <ButtonLink to="/profile" type="primary">
                Edit Profile
              </ButtonLink>
            ) : (
              <ButtonLink to={`/conversations/${member.id}`} type="primary" icon={<MessageOutlined aria-hidden="true" />}>
                Message
              </ButtonLink>
            )}
            {member.linkedinUrl ? (
              <Button href={member.linkedinUrl} target="_blank" rel="noopener noreferrer" icon={<LinkedinOutlined aria-hidden="true" />}>
                LinkedIn
              </Button>
            ) : null}
            {member.websiteUrl ? (
              <Button href={member.websiteUrl} target="_blank" rel="noopener noreferrer" icon={<GlobalOutlined aria-hidden="true" />}>
                Website
              </Button>
            ) : null}
          </div>
        </div>
      </Card>

      <div className="profile-columns">
        <Card title={<h2 className="profile-section__title">About</h2>} className="profile-section">
          <dl className="profile-details">
            <Detail icon={<BankOutlined aria-hidden="true" />} label="University">
              {member.university?.name ?? <span className="profile-details__empty">Not specified</span>}
            </Detail>
            <Detail icon={<ExperimentOutlined aria-hidden="true" />} label="Lab">
              {member.lab?.name ?? <span className="profile-details__empty">Not specified</span>}
            </Detail>
            <Detail icon={<EnvironmentOutlined aria-hidden="true" />} label="Location">
              {location ?? <span className="profile-details__empty">Not specified</span>}
            </Detail>
          </dl>

          <h3 className="profile-subheading">Expertise</h3>
          {expertise.length ? (
            <div className="profile-badges">
              {expertise.map((item) => (
                <Tag key={item} color="cyan">
                  {item}
                </Tag>
              ))}
            </div>
          ) : (
            <p className="profile-details__empty">No expertise listed</p>
          )}

          <h3 className="profile-subheading">Research Interests</h3>
          {member.researchInterests ? (
            <p className="profile-research">{member.researchInterests}</p>
          ) : (
            <p className="profile-details__empty">No research interests listed</p>
          )}
        </Card>

        <AvailableReagents ownerId={member.id} />
      </div>
    </main>
  );
}

/** /community/profile/{userId}: one's own id goes to the settings (spec §2). */
export function PublicProfilePage() {
  const { userId } = useParams();
  const user = useAppSelector(selectCurrentUser);
  if (!userId) return <NotFoundView />;
  if (user && userId === user.id) return <Navigate to="/profile" replace />;
  return <PublicProfileView key={userId} userId={userId} />;
}

/** /profile/{id}/edit: the public view of that member (spec route table), without the redirect. */
export function PublicProfilePreviewPage() {
  const { id } = useParams();
  if (!id) return <NotFoundView />;
  return <PublicProfileView key={id} userId={id} />;
}
