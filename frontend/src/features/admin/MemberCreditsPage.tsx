import { ArrowLeftOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { CreditHistoryView } from '../credits';
import { AdminAccessGate } from './components/AdminAccessGate';
import { shortId } from './lib/format';
import './admin.css';

interface MemberState {
  name?: string;
  email?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/credits/:userId: one member's balance and credit history, for admins, with CSV export. */
export function MemberCreditsPage() {
  const { userId = '' } = useParams();
  const location = useLocation();
  const member = (location.state ?? {}) as MemberState;
  const valid = UUID.test(userId);
  const who = member.name ?? `Member ${shortId(userId)}`;

  return (
    <AdminAccessGate>
      <main className="page page--admin">
        <ButtonLink type="link" to="/admin" icon={<ArrowLeftOutlined />} className="back-link">
          Back to Admin Panel
        </ButtonLink>
        <header className="page-header">
          <Typography.Title level={1}>Credit History: {who}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {member.email ? `${member.email} · ` : ''}
            <Link to={`/community/profile/${userId}`}>View profile</Link> · Account <code title={userId}>{userId}</code>
          </Typography.Paragraph>
        </header>
        {valid ? (
          <CreditHistoryView scope={{ kind: 'member', userId }} />
        ) : (
          <Typography.Paragraph type="danger">This is not a valid member id.</Typography.Paragraph>
        )}
      </main>
    </AdminAccessGate>
  );
}
