import { LineChartOutlined } from '@ant-design/icons';
import { Card, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { AdminAccessGate } from './components/AdminAccessGate';
import { AdminActionsLog } from './components/AdminActionsLog';
import { AdminStatistics } from './components/AdminStatistics';
import { CreditsAuditPanel } from './components/CreditsAuditPanel';
import { InstallAppDialog } from './components/InstallAppDialog';
import { MailOutboxViewer } from './components/MailOutboxViewer';
import { ParkedDeliveriesCard } from './components/ParkedDeliveriesCard';
import { PendingRegistrationsCard } from './components/PendingRegistrationsCard';
import { UserManagementCard } from './components/UserManagementCard';
import { RestrictedSubstancesCard } from './restricted/RestrictedSubstancesCard';
import { RatingCommentsCard } from './ratings/RatingCommentsCard';
import './admin.css';

const TOOLS = [
  { key: 'audit', label: 'Credits audit', children: <CreditsAuditPanel /> },
  { key: 'actions', label: 'Admin actions', children: <AdminActionsLog /> },
  { key: 'mail', label: 'Mail outbox', children: <MailOutboxViewer /> },
];

function AdminTools() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tool');
  const active = TOOLS.some((t) => t.key === requested) ? requested! : 'audit';
  return (
    <Card className="admin-section" title={<h2 className="card-heading">Tools</h2>}>
      <Tabs
        activeKey={active}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tool', key);
              return next;
            },
            { replace: true },
          )
        }
        items={TOOLS}
        destroyOnHidden
        // Narrower gaps keep the three tabs on a 390 px screen: antd puts an overflow button inside the tab list, which
        // then holds something other than tabs (axe's aria-required-children).
        tabBarGutter={16}
      />
    </Card>
  );
}

/** /admin (spec §2 Admin panel): statistics, pending registrations, user management, tools. */
export function AdminPage() {
  return (
    <AdminAccessGate>
      <main className="page page--admin">
        <header className="page-header">
          <Typography.Title level={1}>Admin Panel</Typography.Title>
          <Typography.Paragraph type="secondary">
            Approve new members, manage accounts and roles, and keep the credit ledger in order.
          </Typography.Paragraph>
          <ButtonLink to="/admin/finance" icon={<LineChartOutlined />}>
            Finance
          </ButtonLink>
        </header>
        <AdminStatistics />
        <PendingRegistrationsCard />
        <UserManagementCard />
        <ParkedDeliveriesCard />
        <RestrictedSubstancesCard />
        <RatingCommentsCard />
        <AdminTools />
        <InstallAppDialog />
      </main>
    </AdminAccessGate>
  );
}
