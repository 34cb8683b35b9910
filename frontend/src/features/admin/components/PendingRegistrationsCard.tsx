import { CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Badge, Button, Card, Empty, Space, Table, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { formatDate } from '../../credits';
import { adminApi, useDecideRegistrationMutation, useGetPendingRegistrationsQuery, type PendingRegistration } from '../adminApi';
import { nameOf } from '../lib/format';

/** Spec §7: after approving or rejecting, the lists are refetched 100 ms later. */
export const REFETCH_AFTER_ACTION_MS = 100;

const dash = (value: string | null | undefined) => value?.trim() || '—';

/** Refetches whenever the window regains focus (spec §7: always refetched, on mount and on focus). */
function useRefetchOnWindowFocus(refetch: () => unknown) {
  useEffect(() => {
    const onFocus = () => void refetch();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);
}

export function PendingRegistrationsCard() {
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const registrations = useGetPendingRegistrationsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [decide] = useDecideRegistrationMutation();
  useRefetchOnWindowFocus(registrations.refetch);

  const refetchListsSoon = () => {
    window.setTimeout(() => {
      dispatch(adminApi.util.invalidateTags(['AdminRegistrations', 'AdminUsers', 'AdminStatistics']));
    }, REFETCH_AFTER_ACTION_MS);
  };

  const run = async (registration: PendingRegistration, decision: 'approve' | 'reject') => {
    try {
      await decide({ id: registration.id, decision }).unwrap();
      toast.success(decision === 'approve' ? 'User approved successfully' : 'User registration rejected');
    } catch (error) {
      const { message } = getApiErrorInfo(error);
      const verb = decision === 'approve' ? 'approve' : 'reject';
      toast.error(`Failed to ${verb} user: ${message ?? 'Unknown error'}`);
    } finally {
      refetchListsSoon();
    }
  };

  const confirmApprove = (registration: PendingRegistration) => {
    const name = nameOf(registration);
    void modal.confirm({
      title: 'Approve registration?',
      content: `${name} (${registration.email}) will be able to sign in and use ReagentSwap, and will be told by e-mail.`,
      okText: 'Approve',
      cancelText: 'Cancel',
      onOk: () => run(registration, 'approve'),
    });
  };

  const confirmReject = (registration: PendingRegistration) => {
    const name = nameOf(registration);
    void modal.confirm({
      title: 'Reject registration?',
      content: `${name} (${registration.email}) will not be able to sign in, and will be told by e-mail.`,
      okText: 'Reject',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => run(registration, 'reject'),
    });
  };

  const columns: TableColumnsType<PendingRegistration> = [
    {
      title: 'Username',
      key: 'name',
      render: (_value, r) => (
        <div className="cell-stack">
          <strong>{nameOf(r)}</strong>
          {r.displayUsername?.trim() && r.displayUsername.trim() !== r.username ? <span className="cell-muted">{r.username}</span> : null}
        </div>
      ),
    },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'University',
      key: 'university',
      render: (_v, r) => dash(r.university),
    },
    { title: 'Lab', key: 'lab', render: (_v, r) => dash(r.lab) },
    { title: 'City', key: 'city', render: (_v, r) => dash(r.city) },
    { title: 'Country', key: 'country', render: (_v, r) => dash(r.country) },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      key: 'created',
      render: (createdAt: string) => <time dateTime={createdAt}>{formatDate(createdAt)}</time>,
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_value, r) => (
        <Space size="small">
          <Button
            type="primary"
            size="small"
            icon={<CheckOutlined />}
            aria-label={`Approve ${nameOf(r)}`}
            onClick={() => confirmApprove(r)}
          >
            Approve
          </Button>
          <Button danger size="small" icon={<CloseOutlined />} aria-label={`Reject ${nameOf(r)}`} onClick={() => confirmReject(r)}>
            Reject
          </Button>
        </Space>
      ),
    },
  ];

  const errorMessage = registrations.isError
    ? `Error loading pending registrations: ${getApiErrorInfo(registrations.error).message ?? 'Unknown error'}`
    : null;
  const count = registrations.data?.length ?? 0;

  return (
    <Card
      className="admin-section"
      title={
        <h2 className="card-heading">
          Pending Registrations <Badge count={count} color="#d97706" className="card-heading__badge" />
        </h2>
      }
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void registrations.refetch()}
          loading={registrations.isFetching}
          aria-label="Refresh pending registrations"
        />
      }
      data-testid="pending-registrations"
    >
      {errorMessage ? <Alert type="error" showIcon role="alert" title={errorMessage} className="admin-card-alert" /> : null}
      <Table<PendingRegistration>
        rowKey="id"
        columns={columns}
        dataSource={registrations.data ?? []}
        loading={registrations.isLoading}
        pagination={count > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={registrations.isLoading ? 'Loading pending registrations...' : 'No pending registrations'}
            />
          ),
        }}
      />
    </Card>
  );
}
