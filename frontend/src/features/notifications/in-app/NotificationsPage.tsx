import { Button, Empty, Typography } from 'antd';
import { IN_APP_MESSAGES } from '@reagentswap/contracts';
import { Link } from 'react-router-dom';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { LoadError } from '../../../shared/ui/LoadError';
import { LoadingScreen } from '../../../shared/ui/LoadingScreen';
import { toast } from '../../../shared/ui/toast';
import { useListNotificationsInfiniteQuery, useMarkNotificationsReadMutation, type InAppNotification } from './inAppApi';
import './notificationsPage.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A path in the app goes through the router; anything else (an absolute URL) is a plain link. */
function NotificationLink({ notification, onOpen }: { notification: InAppNotification; onOpen: () => void }) {
  const { url, title } = notification;
  if (url.startsWith('/'))
    return (
      <Link to={url} className="notification-item__title" onClick={onOpen}>
        {title}
      </Link>
    );
  return (
    <a href={url} className="notification-item__title" onClick={onOpen}>
      {title}
    </a>
  );
}

/** /notifications: the member's notification centre, newest first; opening one marks it read. */
export function NotificationsPage() {
  const list = useListNotificationsInfiniteQuery();
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  const mark = async (id: string | null) => {
    try {
      await markRead(id).unwrap();
    } catch (error) {
      toast.error(IN_APP_MESSAGES.markFailed, { description: getApiErrorInfo(error).message ?? undefined });
    }
  };

  let body;
  if (list.isLoading) body = <LoadingScreen message="Loading notifications..." />;
  else if (list.isError && items.length === 0) body = <LoadError title={IN_APP_MESSAGES.loadFailed} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{IN_APP_MESSAGES.empty}</strong>
            <br />
            {IN_APP_MESSAGES.emptyHint}
          </>
        }
      />
    );
  else
    body = (
      <>
        <ul className="notification-list" aria-label={IN_APP_MESSAGES.title}>
          {items.map((n) => (
            <li key={n.id} className={n.readAt ? 'notification-item' : 'notification-item notification-item--unread'}>
              <span className="notification-item__dot" aria-hidden="true" />
              <div className="notification-item__main">
                <NotificationLink notification={n} onOpen={() => void (n.readAt ? undefined : mark(n.id))} />
                {n.readAt ? null : <span className="visually-hidden"> (unread)</span>}
                <p className="notification-item__body">{n.body}</p>
                <time className="notification-item__time" dateTime={n.createdAt}>
                  {timeFormat.format(new Date(n.createdAt))}
                </time>
              </div>
              {n.readAt ? null : (
                <div className="notification-item__action">
                  <Button size="small" onClick={() => void mark(n.id)} aria-label={`${IN_APP_MESSAGES.markRead}: ${n.title}`}>
                    {IN_APP_MESSAGES.markRead}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="notifications-page__more">
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              Load more
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <main className="page notifications-page">
      <header className="notifications-page__header">
        <Typography.Title level={1}>{IN_APP_MESSAGES.title}</Typography.Title>
        {unread > 0 ? (
          <Button onClick={() => void mark(null)} loading={marking.isLoading && marking.originalArgs === null}>
            {IN_APP_MESSAGES.markAllRead}
          </Button>
        ) : null}
      </header>
      {body}
    </main>
  );
}
