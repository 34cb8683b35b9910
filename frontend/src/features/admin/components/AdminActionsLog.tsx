import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { formatDateTime } from '../../credits';
import { useGetAdminActionsQuery, type AdminAction } from '../adminApi';

const PAGE_SIZE = 20;

const ACTION_LABELS: Record<string, { label: string; color: string }> = {
  'registration.approved': { label: 'Approved registration', color: 'green' },
  'registration.rejected': { label: 'Rejected registration', color: 'volcano' },
  'user.promoted': { label: 'Added to admin role', color: 'geekblue' },
  'user.demoted': { label: 'Removed from admin role', color: 'purple' },
  'user.suspended': { label: 'Suspended', color: 'red' },
  'user.reactivated': { label: 'Reactivated', color: 'cyan' },
  'credits.adjusted': { label: 'Adjusted credits', color: 'gold' },
  'rating.comment-hidden': { label: 'Hid a rating comment', color: 'magenta' },
  'rating.comment-shown': { label: 'Showed a rating comment', color: 'lime' },
};

function actionLabel(action: string) {
  return (
    ACTION_LABELS[action] ?? {
      label: action.replace(/[._-]/g, ' '),
      color: 'default',
    }
  );
}

function Person({ person }: { person: AdminAction['actor'] | null }) {
  if (!person) return <span className="cell-muted">—</span>;
  return (
    <div className="cell-stack">
      <Link to={`/community/profile/${person.id}`}>{person.displayName}</Link>
      <span className="cell-muted">{person.email}</span>
    </div>
  );
}

function Details({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details ?? {});
  if (entries.length === 0) return <span className="cell-muted">—</span>;
  return (
    <dl className="action-details">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

const columns: TableColumnsType<AdminAction> = [
  {
    title: 'When',
    dataIndex: 'createdAt',
    key: 'when',
    render: (createdAt: string) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
  },
  { title: 'Who', key: 'who', render: (_v, a) => <Person person={a.actor} /> },
  {
    title: 'What',
    key: 'what',
    render: (_v, a) => {
      const { label, color } = actionLabel(a.action);
      return <Tag color={color}>{label}</Tag>;
    },
  },
  {
    title: 'Member',
    key: 'target',
    render: (_v, a) => <Person person={a.target} />,
  },
  {
    title: 'Details',
    key: 'details',
    render: (_v, a) => <Details details={a.details} />,
  },
];

/** The admin audit trail: who did what to whom, and when (newest first). */
export function AdminActionsLog() {
  const [page, setPage] = useState(1);
  const actions = useGetAdminActionsQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const error = actions.isError ? (getApiErrorInfo(actions.error).message ?? 'Unknown error') : null;

  return (
    <div className="admin-tool" data-testid="admin-actions">
      <div className="admin-tool__header">
        <Typography.Paragraph type="secondary" className="admin-tool__intro">
          Approvals, rejections, role changes, suspensions, credit adjustments and hidden rating comments, newest first.
        </Typography.Paragraph>
        <Button icon={<ReloadOutlined />} onClick={() => void actions.refetch()} loading={actions.isFetching}>
          Refresh
        </Button>
      </div>
      {error ? <Alert type="error" showIcon role="alert" title={`Failed to load the admin actions: ${error}`} /> : null}
      <Table<AdminAction>
        rowKey="id"
        columns={columns}
        dataSource={actions.data?.items ?? []}
        loading={actions.isFetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={actions.isLoading ? 'Loading admin actions...' : 'No admin actions yet'}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: actions.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </div>
  );
}
