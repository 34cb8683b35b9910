import { ArrowLeftOutlined } from '@ant-design/icons';
import { Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { useIsCompact } from '../../shared/lib/useMediaQuery';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { toast } from '../../shared/ui/toast';
import { EmailTab } from './components/EmailTab';
import { PersonalTab } from './components/PersonalTab';
import { PushTab } from './components/PushTab';
import { NotificationsTab } from './components/NotificationsTab';
import { SecurityTab } from './components/SecurityTab';
import { useGetProfileQuery } from '../../shared/api/profileApi';
import './profile.css';
import { LoadError } from '../../shared/ui/LoadError';

const TABS = ['personal', 'email', 'push', 'notifications', 'security'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => TABS.includes(value as TabKey);

export const PROFILE_LOAD_FAILED = 'Failed to load user profile';

/**
 * /profile and /profile/{id}: the signed-in member's own settings. Another member's id leads to
 * their public profile instead (one's settings are one's own).
 */
export function ProfileSettingsPage() {
  const { id } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery();
  const compact = useIsCompact();

  useEffect(() => {
    if (isError) toast.error(PROFILE_LOAD_FAILED);
  }, [isError]);

  if (id && user && id !== user.id) return <Navigate to={`/community/profile/${encodeURIComponent(id)}`} replace />;

  const requested = searchParams.get('tab');
  const activeTab: TabKey = isTab(requested) ? requested : 'personal';
  const onTabChange = (key: string) => {
    const next = new URLSearchParams(searchParams);
    if (key === 'personal') next.delete('tab');
    else next.set('tab', key);
    setSearchParams(next, { replace: true });
  };

  let body;
  if (isLoading) {
    body = <LoadingScreen message="Loading profile..." />;
  } else if (!profile) {
    body = <LoadError title={PROFILE_LOAD_FAILED} detail="Please check your connection and try again." onRetry={() => void refetch()} />;
  } else {
    body = (
      <Tabs
        className="settings-tabs"
        // Five tabs fit a 360 px phone only this close together; antd would otherwise fold some into a
        // 'more' button, which sits inside the tab list where assistive tech allows only tabs.
        tabBarGutter={compact ? 12 : undefined}
        activeKey={activeTab}
        onChange={onTabChange}
        items={[
          { key: 'personal', label: 'Personal', children: <PersonalTab key={profile.id} profile={profile} /> },
          { key: 'email', label: 'Email', children: <EmailTab key={profile.id} profile={profile} /> },
          { key: 'push', label: 'Push', children: <PushTab key={profile.id} profile={profile} /> },
          { key: 'notifications', label: 'Notifications', children: <NotificationsTab key={profile.id} profile={profile} /> },
          { key: 'security', label: 'Security', children: <SecurityTab key={profile.id} /> },
        ]}
      />
    );
  }

  return (
    <main className="page page--settings">
      <header className="settings-header">
        <ButtonLink to="/" type="text" shape="circle" icon={<ArrowLeftOutlined aria-hidden="true" />} aria-label="Back to home" />
        <Typography.Title level={1} className="settings-header__title">
          My Profile
        </Typography.Title>
      </header>
      <div className="settings-card">{body}</div>
    </main>
  );
}
