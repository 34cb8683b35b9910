import { Empty, Pagination, Spin, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useIsCompact } from '../../../shared/lib/useMediaQuery';
import type { CreditHistoryItem, CreditHistoryPage } from '../creditsApi';
import { formatCredits, formatSignedCredits } from '../creditsApi';
import { formatDateTime, isHoldMovement, ledgerTypeLabel } from '../ledgerLabels';
import { PAGE_SIZE_OPTIONS } from '../useHistoryFilters';
import { SwapReference } from './SwapReference';

interface CreditHistoryTableProps {
  data: CreditHistoryPage | undefined;
  loading: boolean;
  emptyText: string;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  /** Link a swap's lines to its page (the member's own statement; admins see the id as text). */
  linkSwaps: boolean;
}

function Amount({ item }: { item: CreditHistoryItem }) {
  if (isHoldMovement(item.type)) {
    const verb = item.type === 'ledger.credits-reserved' ? 'on hold' : 'released';
    return (
      <span className="ledger-amount ledger-amount--hold">
        {formatCredits(Math.abs(item.amount))} {verb}
      </span>
    );
  }
  const tone = item.amount > 0 ? 'in' : item.amount < 0 ? 'out' : 'zero';
  return (
    <span className={`ledger-amount ledger-amount--${tone}`}>
      {/* Typographic minus for negative amounts, read as "minus" by screen readers. */}
      {formatSignedCredits(item.amount).replace('-', '−')}
    </span>
  );
}

/** What moved the credits: the type in words, the admin's reason, the swap behind it. */
function What({ item, linkSwaps }: { item: CreditHistoryItem; linkSwaps: boolean }) {
  return (
    <div className="ledger-what">
      <span className="ledger-what__type">{ledgerTypeLabel(item.type)}</span>
      {item.reason ? <span className="ledger-what__reason">{item.reason}</span> : null}
      <SwapReference item={item} link={linkSwaps} />
    </div>
  );
}

const columnsFor = (linkSwaps: boolean): TableColumnsType<CreditHistoryItem> => [
  {
    title: 'When',
    dataIndex: 'createdAt',
    key: 'when',
    width: 190,
    render: (createdAt: string) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
  },
  {
    title: 'What',
    key: 'what',
    render: (_value, item) => <What item={item} linkSwaps={linkSwaps} />,
  },
  {
    title: 'Amount (credits)',
    key: 'amount',
    align: 'right',
    width: 170,
    render: (_value, item) => <Amount item={item} />,
  },
  {
    title: 'Running balance',
    dataIndex: 'runningBalance',
    key: 'balance',
    align: 'right',
    width: 150,
    render: (balance: number) => <span className="ledger-balance">{formatCredits(balance)}</span>,
  },
];

/** Below 768 px each line is a small card: what and how much first, then when and the balance after. */
function CreditHistoryList({ data, loading, emptyText, page, pageSize, onPageChange, linkSwaps }: CreditHistoryTableProps) {
  const items = data?.items ?? [];
  return (
    <Spin spinning={loading}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <ul className="ledger-list">
          {items.map((item) => (
            <li key={item.id} className="ledger-list__item">
              <div className="ledger-list__main">
                <span className="ledger-what__type">{ledgerTypeLabel(item.type)}</span>
                <Amount item={item} />
              </div>
              {item.reason ? <div className="ledger-what__reason">{item.reason}</div> : null}
              <SwapReference item={item} link={linkSwaps} />
              <div className="ledger-list__meta">
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                <span>Balance {formatCredits(item.runningBalance)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {(data?.total ?? 0) > pageSize ? (
        <Pagination
          className="ledger-list__pagination"
          size="small"
          current={page}
          pageSize={pageSize}
          total={data?.total ?? 0}
          showSizeChanger={false}
          onChange={onPageChange}
        />
      ) : null}
    </Spin>
  );
}

/** The lines of a credit history, a page at a time (server-side paging). */
export function CreditHistoryTable(props: CreditHistoryTableProps) {
  const compact = useIsCompact();
  const { data, loading, emptyText, page, pageSize, onPageChange, linkSwaps } = props;
  const columns = useMemo(() => columnsFor(linkSwaps), [linkSwaps]);
  if (compact) return <CreditHistoryList {...props} />;
  return (
    <Table<CreditHistoryItem>
      className="credit-history-table"
      rowKey="id"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={loading}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />,
      }}
      pagination={{
        current: page,
        pageSize,
        total: data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        hideOnSinglePage: false,
        showTotal: (total, [first, last]) => (total === 0 ? '' : `${first}–${last} of ${total} entries`),
        onChange: onPageChange,
      }}
    />
  );
}
