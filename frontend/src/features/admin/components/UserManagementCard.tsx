import { MailOutlined, ReloadOutlined, StopOutlined, UndoOutlined, UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Input, Modal, Pagination, Space, Spin, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { baseApi } from '../../../shared/api/baseApi';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { selectCurrentUser } from '../../../shared/session/sessionSlice';
import { toast } from '../../../shared/ui/toast';
import { useGetAdminUsersQuery, useManageUserMutation, type AdminUser, type AdminUserAction } from '../adminApi';
import { nameOf, shortId } from '../lib/format';
import { useAdminCardList } from '../lib/layout';
import { useGetMemberBalancesQuery } from '../../credits';
import { CreditCell } from './CreditCell';
import { DigestPreviewDialog } from '../digests/DigestPreviewDialog';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

const SUCCESS: Record<AdminUserAction, (name: string) => string> = {
  promote: () => 'User added to admin role',
  demote: () => 'User removed from admin role',
  suspend: (name) => `User ${name} has been suspended`,
  reactivate: (name) => `${name} has been reactivated`,
};

const FAILURE: Record<AdminUserAction, string> = {
  promote: 'Failed to update admin status',
  demote: 'Failed to update admin status',
  suspend: 'Failed to suspend user',
  reactivate: 'Failed to reactivate user',
};

/** Controls inside a row that must not open the profile when clicked (spec §2). */
const INTERACTIVE = 'button, a, input, textarea, select, label, [role="button"], [role="combobox"], .ant-input-number, .credit-editor';

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * User Management (spec §2, §4): every member, newest first, with role, suspension and credits.
 * Clicking a row (not its controls) opens the member's community profile.
 */
export function UserManagementCard() {
  const navigate = useNavigate();
  const asCards = useAdminCardList();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  // Its confirm dialogs' own holder: the shell carries no antd App, whose modal hooks every page would load (ADR 0033).
  const [modal, modalHolder] = Modal.useModal();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searchTerm = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useGetAdminUsersQuery({ page, pageSize: PAGE_SIZE, search: searchTerm }, { refetchOnMountOrArgChange: true });
  const [manage] = useManageUserMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [digestFor, setDigestFor] = useState<AdminUser | null>(null);

  const run = async (user: AdminUser, action: AdminUserAction) => {
    const name = nameOf(user);
    setPending(`${user.id}:${action}`);
    setProblem(null);
    try {
      await manage({ id: user.id, action }).unwrap();
      toast.success(SUCCESS[action](name));
      // Demoting oneself ends one's own admin rights: re-read the profile so the panel says so.
      if (action === 'demote' && user.id === me?.id) dispatch(baseApi.util.invalidateTags(['Me']));
    } catch (error) {
      toast.error(FAILURE[action]);
      const { message } = getApiErrorInfo(error);
      if (message) setProblem(message);
    } finally {
      setPending(null);
    }
  };

  const confirmSuspend = (user: AdminUser) => {
    const name = nameOf(user);
    void modal.confirm({
      title: 'Suspend user?',
      content: `${name} (${user.email}) will be signed out and cannot use ReagentSwap until reactivated.`,
      okText: 'Suspend',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => run(user, 'suspend'),
    });
  };

  const isBusy = (user: AdminUser, action: AdminUserAction) => pending === `${user.id}:${action}`;

  const renderRole = (user: AdminUser) => (
    <Space size="small" wrap>
      <Tag color={user.isAdmin ? 'geekblue' : 'default'}>{user.isAdmin ? 'Admin' : 'User'}</Tag>
      {user.isAdmin ? (
        <Button
          size="small"
          icon={<UserDeleteOutlined />}
          loading={isBusy(user, 'demote')}
          onClick={() => void run(user, 'demote')}
          aria-label={`Demote ${nameOf(user)}`}
        >
          Demote
        </Button>
      ) : (
        <Tooltip title={user.isDeleted ? 'Reactivate the account first' : undefined}>
          <Button
            size="small"
            icon={<UserAddOutlined />}
            loading={isBusy(user, 'promote')}
            disabled={user.isDeleted}
            onClick={() => void run(user, 'promote')}
            aria-label={`Promote ${nameOf(user)}`}
          >
            Promote
          </Button>
        </Tooltip>
      )}
    </Space>
  );

  const renderAccountAction = (user: AdminUser) => {
    if (user.isDeleted) {
      return (
        <Button
          size="small"
          icon={<UndoOutlined />}
          loading={isBusy(user, 'reactivate')}
          onClick={() => void run(user, 'reactivate')}
          aria-label={`Reactivate ${nameOf(user)}`}
        >
          Reactivate
        </Button>
      );
    }
    const self = user.id === me?.id;
    return (
      <Tooltip title={self ? 'You cannot suspend your own account' : undefined}>
        <Button
          size="small"
          danger
          icon={<StopOutlined />}
          disabled={self}
          loading={isBusy(user, 'suspend')}
          onClick={() => confirmSuspend(user)}
          aria-label={`Suspend ${nameOf(user)}`}
        >
          Suspend
        </Button>
      </Tooltip>
    );
  };

  /** The member's digest as it would go out now (an admin's check; nothing is sent). */
  const renderDigestButton = (user: AdminUser) => (
    <Tooltip title="Preview digest">
      <Button size="small" icon={<MailOutlined />} onClick={() => setDigestFor(user)} aria-label={`Preview digest for ${nameOf(user)}`} />
    </Tooltip>
  );

  const renderActions = (user: AdminUser) => (
    <Space size="small">
      {renderAccountAction(user)}
      {renderDigestButton(user)}
    </Space>
  );

  // Fixed layout with set widths for the controls: the table fits its card, and long names,
  // e-mail addresses and institutions are cut with an ellipsis (their full text is the title).
  const columns: TableColumnsType<AdminUser> = [
    {
      title: 'ID',
      dataIndex: 'id',
      key: 'id',
      width: 96,
      render: (id: string) => (
        <code className="user-id" title={id}>
          {shortId(id)}
        </code>
      ),
    },
    {
      title: 'Name',
      key: 'name',
      render: (_value, user) => (
        <div className="cell-stack cell-stack--clip">
          <Link to={`/community/profile/${user.id}`} className="cell-clip" title={nameOf(user)}>
            {nameOf(user)}
          </Link>
          <span className="cell-muted cell-clip" title={user.email}>
            {user.email}
          </span>
          {user.isDeleted ? (
            <Tag color="red" className="user-status-tag">
              Suspended
            </Tag>
          ) : null}
        </div>
      ),
    },
    {
      title: 'University / Lab',
      key: 'institution',
      render: (_v, user) => (
        <div className="cell-stack cell-stack--clip">
          <span className="cell-clip" title={user.university ?? undefined}>
            {user.university ?? '—'}
          </span>
          <span className="cell-muted cell-clip" title={user.lab ?? undefined}>
            {user.lab ?? '—'}
          </span>
        </div>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      width: 130,
      render: (_value, user) => renderRole(user),
    },
    {
      title: 'Credits',
      key: 'credits',
      width: 210,
      render: (_value, user) => <CreditCell user={user} balance={balanceOf(user.id)} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 170,
      render: (_value, user) => renderActions(user),
    },
  ];

  const onRowClick = (event: MouseEvent<HTMLElement>, user: AdminUser) => {
    // Clicks inside portals (dialogs, tooltips) bubble through React but are not in the row.
    const target = event.target as Element;
    if (!event.currentTarget.contains(target)) return;
    if (target.closest(INTERACTIVE)) return;
    void navigate(`/community/profile/${user.id}`);
  };

  const emptyText = users.isLoading ? 'Loading users...' : 'No users found';
  const items = users.data?.items ?? [];
  const balances = useGetMemberBalancesQuery(
    items.map((u) => u.id),
    { skip: items.length === 0 },
  );
  const balanceOf = (id: string) => ({ data: balances.data?.[id], isError: balances.isError });

  /** Below 1024 px: one card per member, with the same controls as the table row. */
  // A render function, not a component: the cards' editors must keep their state across renders.
  const renderUserCards = () => (
    <Spin spinning={users.isFetching}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <ul className="user-cards">
          {items.map((user) => (
            <li
              key={user.id}
              className={user.isDeleted ? 'user-card user-card--suspended' : 'user-card'}
              onClick={(event) => onRowClick(event, user)}
            >
              <div className="user-card__head">
                <Link to={`/community/profile/${user.id}`} className="user-card__name">
                  {nameOf(user)}
                </Link>
                {user.isDeleted ? <Tag color="red">Suspended</Tag> : null}
                <code className="user-id" title={user.id}>
                  {shortId(user.id)}
                </code>
              </div>
              <div className="cell-muted">{user.email}</div>
              <div className="cell-muted">{[user.university, user.lab].filter(Boolean).join(' · ') || '—'}</div>
              <dl className="user-card__facts">
                <div>
                  <dt>Role</dt>
                  <dd>{renderRole(user)}</dd>
                </div>
                <div>
                  <dt>Credits</dt>
                  <dd>
                    <CreditCell user={user} balance={balanceOf(user.id)} />
                  </dd>
                </div>
              </dl>
              <div className="user-card__actions">{renderActions(user)}</div>
            </li>
          ))}
        </ul>
      )}
      {(users.data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          className="user-cards__pagination"
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={users.data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </Spin>
  );

  const loadError = users.isError ? `Error loading users: ${getApiErrorInfo(users.error).message ?? 'Unknown error'}` : null;

  return (
    <Card
      className="admin-section"
      title={<h2 className="card-heading">User Management</h2>}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void users.refetch()} loading={users.isFetching} aria-label="Refresh users" />
      }
      data-testid="user-management"
    >
      {modalHolder}
      <div className="admin-toolbar">
        <label htmlFor="admin-user-search" className="visually-hidden">
          Search users
        </label>
        <Input
          id="admin-user-search"
          type="search"
          allowClear
          placeholder="Search by name or email..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className="admin-toolbar__search"
        />
      </div>
      {loadError ? <Alert type="error" showIcon role="alert" title={loadError} className="admin-card-alert" /> : null}
      {problem ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={problem}
          closable={{
            onClose: () => setProblem(null),
            'aria-label': 'Dismiss',
          }}
          className="admin-card-alert"
        />
      ) : null}
      {asCards ? (
        renderUserCards()
      ) : (
        <Table<AdminUser>
          rowKey="id"
          columns={columns}
          dataSource={items}
          loading={users.isFetching}
          size="middle"
          tableLayout="fixed"
          className="user-table"
          rowClassName={(user) => (user.isDeleted ? 'user-row user-row--suspended' : 'user-row')}
          onRow={(user) => ({ onClick: (event) => onRowClick(event, user) })}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />,
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: users.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `${total} users`,
            onChange: setPage,
          }}
        />
      )}
      <DigestPreviewDialog user={digestFor} onClose={() => setDigestFor(null)} />
    </Card>
  );
}
