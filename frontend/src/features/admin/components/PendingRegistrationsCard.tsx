import { CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Empty, Modal, Pagination, Space, Spin, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { formatDate } from '../../credits';
import { adminApi, useDecideRegistrationMutation, useGetPendingRegistrationsQuery, type PendingRegistration } from '../adminApi';
import { nameOf } from '../lib/format';
import { useAdminCardList } from '../lib/layout';

/** Spec §7: after approving or rejecting, the lists are refetched 100 ms later. */
export const REFETCH_AFTER_ACTION_MS = 100;
const PAGE_SIZE = 10;

const dash = (value: string | null | undefined) => value?.trim() || '—';
/** Non-empty parts joined, or a dash. */
const joined = (separator: string, ...parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator) || '—';
/** The username under the display name, when the two differ. */
const usernameBelow = (r: PendingRegistration) =>
  r.displayUsername?.trim() && r.displayUsername.trim() !== r.username ? r.username : null;

export function PendingRegistrationsCard() {
  const dispatch = useAppDispatch();
  // Its confirm dialogs' own holder: the shell carries no antd App, whose modal hooks every page would load (ADR 0033).
  const [modal, modalHolder] = Modal.useModal();
  const asCards = useAdminCardList();
  const [cardPage, setCardPage] = useState(1);
  // Spec §7: always refetched, on mount and when the window regains focus.
  const registrations = useGetPendingRegistrationsQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const [decide] = useDecideRegistrationMutation();

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

  const renderDecisionButtons = (r: PendingRegistration) => (
    <Space size="small" wrap>
      <Button type="primary" size="small" icon={<CheckOutlined />} aria-label={`Approve ${nameOf(r)}`} onClick={() => confirmApprove(r)}>
        Approve
      </Button>
      <Button danger size="small" icon={<CloseOutlined />} aria-label={`Reject ${nameOf(r)}`} onClick={() => confirmReject(r)}>
        Reject
      </Button>
    </Space>
  );

  /** A text cell that fits its column: cut with an ellipsis, the full text in the title. */
  const clipped = (text: string, muted = false) => (
    <span className={muted ? 'cell-muted cell-clip' : 'cell-clip'} title={text}>
      {text}
    </span>
  );

  // Fixed layout: the table fits its card from 1024 px (below, the card list).
  const columns: TableColumnsType<PendingRegistration> = [
    {
      title: 'Username',
      key: 'name',
      render: (_value, r) => (
        <div className="cell-stack">
          <strong className="cell-clip" title={nameOf(r)}>
            {nameOf(r)}
          </strong>
          {usernameBelow(r) ? clipped(r.username, true) : null}
        </div>
      ),
    },
    { title: 'Email', dataIndex: 'email', key: 'email', render: (email: string) => clipped(email) },
    {
      title: 'University / Lab',
      key: 'institution',
      render: (_v, r) => (
        <div className="cell-stack">
          {clipped(dash(r.university))}
          {clipped(dash(r.lab), true)}
        </div>
      ),
    },
    { title: 'Location', key: 'location', render: (_v, r) => clipped(joined(', ', r.city, r.country)) },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      key: 'created',
      width: 120,
      render: (createdAt: string) => <time dateTime={createdAt}>{formatDate(createdAt)}</time>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 210,
      render: (_value, r) => renderDecisionButtons(r),
    },
  ];

  const emptyText = registrations.isLoading ? 'Loading pending registrations...' : 'No pending registrations';

  /** Below 1024 px: one card per registration with everything the table row shows. */
  const renderCards = () => (
    <Spin spinning={registrations.isLoading}>
      {registrations.data?.length ? (
        <ul className="user-cards">
          {registrations.data.slice((shownCardPage - 1) * PAGE_SIZE, shownCardPage * PAGE_SIZE).map((r) => (
            <li key={r.id} className="user-card user-card--static">
              <div className="user-card__head">
                <strong className="user-card__name">{nameOf(r)}</strong>
                {usernameBelow(r) ? <span className="cell-muted">{r.username}</span> : null}
              </div>
              <div className="cell-muted">{r.email}</div>
              <div className="cell-muted">{joined(' · ', r.university, r.lab)}</div>
              <div className="cell-muted">
                {r.city?.trim() || r.country?.trim() ? `${joined(', ', r.city, r.country)} · ` : null}
                Registered <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
              </div>
              <div className="user-card__actions">{renderDecisionButtons(r)}</div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      )}
      {count > PAGE_SIZE ? (
        <Pagination
          className="user-cards__pagination"
          size="small"
          current={shownCardPage}
          pageSize={PAGE_SIZE}
          total={count}
          showSizeChanger={false}
          onChange={setCardPage}
        />
      ) : null}
    </Spin>
  );

  const errorMessage = registrations.isError
    ? `Error loading pending registrations: ${getApiErrorInfo(registrations.error).message ?? 'Unknown error'}`
    : null;
  const count = registrations.data?.length ?? 0;
  // After approvals the list shrinks: stay on its last page rather than past it.
  const shownCardPage = Math.min(cardPage, Math.max(1, Math.ceil(count / PAGE_SIZE)));

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
      {modalHolder}
      {errorMessage ? <Alert type="error" showIcon role="alert" title={errorMessage} className="admin-card-alert" /> : null}
      {asCards ? (
        renderCards()
      ) : (
        <Table<PendingRegistration>
          rowKey="id"
          columns={columns}
          dataSource={registrations.data ?? []}
          loading={registrations.isLoading}
          pagination={count > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
          tableLayout="fixed"
          size="middle"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        />
      )}
    </Card>
  );
}
