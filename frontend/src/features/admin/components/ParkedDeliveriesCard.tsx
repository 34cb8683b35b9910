import { ReloadOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Empty, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { formatDateTime } from '../../credits';
import { useGetParkedDeliveriesQuery, useRetryParkedDeliveryMutation, type ParkedDelivery } from '../adminApi';
import { EllipsisTooltipText } from './EllipsisTooltipText';

const PAGE_SIZE = 10;

/**
 * Events a subscriber could not handle after all its retries (ADR 0006): an e-mail not sent, an
 * admin-log entry not written… Each waits here until an admin fixes the cause and presses Retry,
 * which gives the delivery a fresh set of attempts.
 */
export function ParkedDeliveriesCard() {
  const [page, setPage] = useState(1);
  const parked = useGetParkedDeliveriesQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [retry] = useRetryParkedDeliveryMutation();
  const [retrying, setRetrying] = useState<string | null>(null);

  const retryDelivery = async (delivery: ParkedDelivery) => {
    setRetrying(delivery.id);
    try {
      await retry(delivery.id).unwrap();
      toast.success('Delivery queued for another attempt');
    } catch (error) {
      toast.error(`Failed to retry the delivery: ${getApiErrorInfo(error).message ?? 'Unknown error'}`);
    } finally {
      setRetrying(null);
    }
  };

  const columns: TableColumnsType<ParkedDelivery> = [
    { title: 'Event', dataIndex: 'eventType', key: 'event', render: (type: string) => <code>{type}</code> },
    { title: 'Subscriber', dataIndex: 'subscriber', key: 'subscriber', render: (name: string) => <code>{name}</code> },
    {
      title: 'Occurred',
      dataIndex: 'occurredAt',
      key: 'occurred',
      render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time>,
    },
    { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
    {
      title: 'Last error',
      dataIndex: 'lastError',
      key: 'error',
      render: (error: string | null) => <EllipsisTooltipText text={error} empty="—" type="danger" className="parked-delivery__error" />,
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_value, delivery) => (
        <Button
          size="small"
          icon={<RedoOutlined />}
          loading={retrying === delivery.id}
          aria-label={`Retry delivery of ${delivery.eventType} to ${delivery.subscriber}`}
          onClick={() => void retryDelivery(delivery)}
        >
          Retry
        </Button>
      ),
    },
  ];

  const total = parked.data?.total ?? 0;
  const errorMessage = parked.isError
    ? `Error loading parked deliveries: ${getApiErrorInfo(parked.error).message ?? 'Unknown error'}`
    : null;

  return (
    <Card
      className="admin-section"
      title={
        <h2 className="card-heading">
          Parked Event Deliveries <Badge count={total} color="#dc2626" className="card-heading__badge" />
        </h2>
      }
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void parked.refetch()}
          loading={parked.isFetching}
          aria-label="Refresh parked deliveries"
        />
      }
      data-testid="parked-deliveries"
    >
      {errorMessage ? <Alert type="error" showIcon role="alert" title={errorMessage} className="admin-card-alert" /> : null}
      <Table<ParkedDelivery>
        rowKey="id"
        columns={columns}
        dataSource={parked.data?.items ?? []}
        loading={parked.isLoading}
        pagination={total > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage } : false}
        // Scrolls sideways only with rows (their buttons take the focus): an empty table that scrolled would be a region a
        // keyboard cannot reach (axe's scrollable-region-focusable at 390 px).
        scroll={(parked.data?.items.length ?? 0) > 0 ? { x: 'max-content' } : undefined}
        size="middle"
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={parked.isLoading ? 'Loading parked deliveries...' : 'Every event has reached its subscribers'}
            />
          ),
        }}
      />
    </Card>
  );
}
