import { Alert, Button, Card, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { RATING_MESSAGES } from '@reagentswap/contracts';
import { useListAdminRatingsQuery, useSetRatingHiddenMutation, type AdminRatingView } from './ratingCommentsApi';

function HideToggle({ rating }: { rating: AdminRatingView }) {
  const [setHidden, { isLoading }] = useSetRatingHiddenMutation();
  const hide = !rating.commentHidden;
  return (
    <Button
      size="small"
      danger={hide}
      loading={isLoading}
      onClick={() =>
        void setHidden({ id: rating.id, hidden: hide })
          .unwrap()
          .then(() => toast.success(hide ? RATING_MESSAGES.hidden : RATING_MESSAGES.shown))
          .catch((error: unknown) => toast.error(getApiErrorInfo(error).message ?? 'Failed to update the rating'))
      }
      aria-label={`${hide ? 'Hide' : 'Show'} the comment of ${rating.raterName} on ${rating.rateeName}`}
    >
      {hide ? 'Hide comment' : 'Show comment'}
    </Button>
  );
}

/** The admin panel's card: the newest rating comments, each with Hide (logged in the admin actions). */
export function RatingCommentsCard() {
  const ratings = useListAdminRatingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const columns: TableColumnsType<AdminRatingView> = [
    { title: 'From', dataIndex: 'raterName', key: 'rater' },
    { title: 'About', dataIndex: 'rateeName', key: 'ratee' },
    { title: 'Stars', dataIndex: 'stars', key: 'stars' },
    {
      title: 'Comment',
      key: 'comment',
      render: (_value, rating) => (
        <>
          {rating.comment} {rating.commentHidden ? <Tag>Hidden</Tag> : null}
        </>
      ),
    },
    { title: 'Action', key: 'action', render: (_value, rating) => <HideToggle rating={rating} /> },
  ];
  return (
    <Card className="admin-section" title={<h2 className="card-heading">Rating Comments</h2>}>
      {ratings.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`Error loading ratings: ${getApiErrorInfo(ratings.error).message ?? 'Unknown error'}`}
          className="admin-card-alert"
        />
      ) : null}
      <Table<AdminRatingView>
        rowKey="id"
        columns={columns}
        dataSource={ratings.data ?? []}
        loading={ratings.isLoading}
        pagination={false}
        size="middle"
        aria-label="Rating comments"
        scroll={(ratings.data?.length ?? 0) > 0 ? { x: 'max-content' } : undefined}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ratings.isLoading ? 'Loading ratings...' : 'No rating comments'} />
          ),
        }}
      />
    </Card>
  );
}
