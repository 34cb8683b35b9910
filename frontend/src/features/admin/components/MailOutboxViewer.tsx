import { EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Empty, Input, Select, Spin, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { useIsCompact } from '../../../shared/lib/useMediaQuery';
import { formatDateTime } from '../../credits';
import { useGetMailOutboxQuery, useGetOutboxMailQuery, type MailStatus, type OutboxMailSummary } from '../adminApi';

const PAGE_SIZE = 20;

const STATUS_COLORS: Record<MailStatus, string> = {
  queued: 'gold',
  delivered: 'green',
  failed: 'red',
};
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'queued', label: 'Queued' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'failed', label: 'Failed' },
];

function StatusTag({ status }: { status: MailStatus }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{status.charAt(0).toUpperCase() + status.slice(1)}</Tag>;
}

/** One e-mail: its envelope, and its HTML in a sandboxed frame (no scripts, no same-origin access) or text. */
function MailDetails({ id }: { id: string }) {
  const mail = useGetOutboxMailQuery(id);
  if (mail.isLoading) return <Spin />;
  if (mail.isError || !mail.data) {
    return <Alert type="error" showIcon title={`Failed to load the e-mail: ${getApiErrorInfo(mail.error).message ?? 'Unknown error'}`} />;
  }
  const m = mail.data;
  const bodyTabs = [
    ...(m.html !== null
      ? [
          {
            key: 'html',
            label: 'HTML',
            children: (
              <iframe
                className="mail-frame"
                title={`E-mail: ${m.subject}`}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
                srcDoc={m.html}
              />
            ),
          },
        ]
      : []),
    ...(m.text !== null
      ? [
          {
            key: 'text',
            label: 'Text',
            children: <pre className="mail-text">{m.text}</pre>,
          },
        ]
      : []),
  ];

  return (
    <div className="mail-details">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'to', label: 'To', children: m.to },
          ...(m.replyTo ? [{ key: 'replyTo', label: 'Reply-To', children: m.replyTo }] : []),
          { key: 'subject', label: 'Subject', children: m.subject },
          { key: 'kind', label: 'Kind', children: `${m.kind} (${m.template})` },
          {
            key: 'status',
            label: 'Status',
            children: <StatusTag status={m.status} />,
          },
          {
            key: 'transport',
            label: 'Transport',
            children: m.transport ?? '—',
          },
          { key: 'attempts', label: 'Attempts', children: m.attempts },
          {
            key: 'created',
            label: 'Created',
            children: formatDateTime(m.createdAt),
          },
          {
            key: 'delivered',
            label: 'Delivered',
            children: m.deliveredAt ? formatDateTime(m.deliveredAt) : '—',
          },
          ...(m.lastError ? [{ key: 'error', label: 'Last error', children: m.lastError }] : []),
        ]}
      />
      {bodyTabs.length > 0 ? (
        <Tabs className="mail-body-tabs" items={bodyTabs} />
      ) : (
        <Typography.Paragraph type="secondary" className="mail-body-missing">
          The body of an e-mail handed to an SMTP server is not kept.
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** Every e-mail the platform sent or tried to send (without SMTP, this is where mail goes). */
export function MailOutboxViewer() {
  const compact = useIsCompact();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [recipient, setRecipient] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const outbox = useGetMailOutboxQuery(
    {
      page,
      pageSize: PAGE_SIZE,
      status: status || undefined,
      to: recipient || undefined,
    },
    { refetchOnMountOrArgChange: true },
  );
  const error = outbox.isError ? (getApiErrorInfo(outbox.error).message ?? 'Unknown error') : null;

  const columns: TableColumnsType<OutboxMailSummary> = [
    {
      title: 'When',
      dataIndex: 'createdAt',
      key: 'when',
      render: (createdAt: string) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
    },
    { title: 'To', dataIndex: 'to', key: 'to' },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    { title: 'Kind', dataIndex: 'kind', key: 'kind' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (s: MailStatus) => <StatusTag status={s} />,
    },
    {
      title: 'Attempts',
      dataIndex: 'attempts',
      key: 'attempts',
      align: 'right',
    },
    {
      title: '',
      key: 'open',
      render: (_v, mail) => (
        <Button
          size="small"
          icon={<EyeOutlined />}
          onClick={() => setOpenId(mail.id)}
          aria-label={`Open e-mail ${mail.subject} to ${mail.to}`}
        >
          Open
        </Button>
      ),
    },
  ];

  return (
    <div className="admin-tool" data-testid="mail-outbox">
      <div className="admin-toolbar">
        <label htmlFor="outbox-status" className="visually-hidden">
          Status
        </label>
        <Select<MailStatus | ''>
          id="outbox-status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          className="admin-toolbar__select"
        />
        <label htmlFor="outbox-recipient" className="visually-hidden">
          Recipient address
        </label>
        <Input.Search
          id="outbox-recipient"
          allowClear
          placeholder="Recipient address"
          onSearch={(value) => {
            setRecipient(value.trim());
            setPage(1);
          }}
          className="admin-toolbar__search"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          Refresh
        </Button>
      </div>
      {error ? <Alert type="error" showIcon role="alert" title={`Failed to load the mail outbox: ${error}`} /> : null}
      <Table<OutboxMailSummary>
        rowKey="id"
        columns={columns}
        dataSource={outbox.data?.items ?? []}
        loading={outbox.isFetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={outbox.isLoading ? 'Loading e-mails...' : 'No e-mails'} />,
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: outbox.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        title="E-mail"
        placement="right"
        size={compact ? '100%' : 720}
        destroyOnHidden
      >
        {openId ? <MailDetails id={openId} /> : null}
      </Drawer>
    </div>
  );
}
