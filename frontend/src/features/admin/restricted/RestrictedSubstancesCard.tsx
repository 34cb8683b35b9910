import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Input, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { formatDateTime } from '../../credits';
import {
  useGetRefusedAttemptsInfiniteQuery,
  useGetRestrictedListQuery,
  type RefusedAttemptView,
  type RestrictedSubstanceView,
} from './restrictedSubstancesApi';

const SOURCE_LABELS: Record<RefusedAttemptView['source'], string> = {
  reagent: 'Reagent form',
  request: 'Reagent request',
  csv: 'CSV import',
};

const memberName = (actor: RefusedAttemptView['actor']) => actor.displayName || actor.userName || actor.id;

function RefusedAttempts() {
  const refusals = useGetRefusedAttemptsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const items = refusals.data?.pages.flatMap((page) => page.items) ?? [];
  const columns: TableColumnsType<RefusedAttemptView> = [
    { title: 'When', dataIndex: 'at', key: 'at', render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time> },
    { title: 'Member', key: 'member', render: (_value, attempt) => memberName(attempt.actor) },
    { title: 'Name given', dataIndex: 'name', key: 'name' },
    { title: 'CAS number', dataIndex: 'casNumber', key: 'cas', render: (cas: string | null) => cas ?? '—' },
    {
      title: 'Matched',
      key: 'matched',
      render: (_value, attempt) => (
        <>
          {attempt.substance} <Tag>{attempt.list}</Tag>
        </>
      ),
    },
    { title: 'Where', dataIndex: 'source', key: 'source', render: (source: RefusedAttemptView['source']) => SOURCE_LABELS[source] },
  ];
  return (
    <>
      {refusals.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`Error loading refused attempts: ${getApiErrorInfo(refusals.error).message ?? 'Unknown error'}`}
          className="admin-card-alert"
        />
      ) : null}
      <div className="restricted__toolbar">
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void refusals.refetch()}
          loading={refusals.isFetching && !refusals.isFetchingNextPage}
        >
          Refresh
        </Button>
      </div>
      <Table<RefusedAttemptView>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={refusals.isLoading}
        pagination={false}
        scroll={items.length > 0 ? { x: 'max-content' } : undefined}
        size="middle"
        aria-label="Refused attempts"
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={refusals.isLoading ? 'Loading refused attempts...' : 'No refused attempts'}
            />
          ),
        }}
      />
      {refusals.hasNextPage ? (
        <Button onClick={() => void refusals.fetchNextPage()} loading={refusals.isFetchingNextPage} className="restricted__more">
          Load more
        </Button>
      ) : null}
    </>
  );
}

function RestrictedList() {
  const list = useGetRestrictedListQuery();
  const [filter, setFilter] = useState('');
  const entries = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = list.data?.entries ?? [];
    if (!needle) return all;
    return all.filter((e) => [e.name, e.casNumber ?? '', e.list, ...e.synonyms].some((text) => text.toLowerCase().includes(needle)));
  }, [list.data, filter]);
  const columns: TableColumnsType<RestrictedSubstanceView> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'CAS number', dataIndex: 'casNumber', key: 'cas', render: (cas: string | null) => cas ?? '—' },
    { title: 'List', dataIndex: 'list', key: 'list' },
    { title: 'Synonyms', dataIndex: 'synonyms', key: 'synonyms', render: (synonyms: string[]) => synonyms.join('; ') || '—' },
  ];
  if (list.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`Error loading the restricted list: ${getApiErrorInfo(list.error).message ?? 'Unknown error'}`}
      />
    );
  }
  return (
    <>
      {list.data ? (
        <div className="restricted__edition">
          <Typography.Paragraph>
            Edition <strong>{list.data.edition}</strong>, {list.data.entries.length} entries. Sources:
          </Typography.Paragraph>
          <ul>
            {list.data.sources.map((source) => (
              <li key={source.id}>
                <a href={source.url} target="_blank" rel="noreferrer">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <label className="restricted__filter-label" htmlFor="restricted-filter">
        Find in the list
      </label>
      <Input
        id="restricted-filter"
        allowClear
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder="Name, synonym, CAS number or list"
        className="restricted__filter"
      />
      <Table<RestrictedSubstanceView>
        rowKey={(entry) => `${entry.list}:${entry.name}`}
        columns={columns}
        dataSource={entries}
        loading={list.isLoading}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={entries.length > 0 ? { x: 'max-content' } : undefined}
        size="small"
        aria-label="Restricted substances"
      />
    </>
  );
}

/**
 * Issue 18: the restricted-substance list listings are screened against, and every attempt it
 * refused (who, when, what, which list, from where).
 */
export function RestrictedSubstancesCard() {
  const [tab, setTab] = useState('refusals');
  return (
    <Card className="admin-section" title={<h2 className="card-heading">Restricted Substances</h2>} data-testid="restricted-substances">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'refusals', label: 'Refused attempts', children: <RefusedAttempts /> },
          { key: 'list', label: 'The list', children: <RestrictedList /> },
        ]}
      />
    </Card>
  );
}
