import { Badge, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { ThreadView } from '../messagingApi';
import { messageFullTime, threadTime } from '../lib/messageTime';
import { conversationPath, partyName } from '../lib/paths';

interface ThreadListItemProps {
  thread: ThreadView;
  meId: string | undefined;
  /** The thread whose conversation is open beside the list. */
  current: boolean;
}

/** One thread: the other member, the reagent, the last message and its time, the unread count (spec §3). */
export function ThreadListItem({ thread, meId, current }: ThreadListItemProps) {
  const name = partyName(thread);
  const unread = thread.unreadCount;
  return (
    <li>
      <Link
        to={conversationPath(thread.userId, thread.reagentId)}
        className={`thread-item${current ? ' thread-item--current' : ''}${unread > 0 ? ' thread-item--unread' : ''}`}
        aria-current={current ? 'page' : undefined}
        data-testid="thread-item"
      >
        <span className="thread-item__top">
          <span className="thread-item__name">{name}</span>
          <time className="thread-item__time" dateTime={thread.lastMessageAt} title={messageFullTime(thread.lastMessageAt)}>
            {threadTime(thread.lastMessageAt)}
          </time>
        </span>
        {thread.reagentName ? (
          <Tag className="thread-item__reagent" color="cyan">
            {thread.reagentName}
          </Tag>
        ) : null}
        <span className="thread-item__bottom">
          <span className="thread-item__last">
            {thread.lastMessageSenderId === meId ? 'You: ' : ''}
            {thread.lastMessage}
          </span>
          {unread > 0 ? (
            <span className="thread-item__unread">
              <Badge count={unread} aria-hidden="true" />
              <span className="visually-hidden">{`${unread} unread ${unread === 1 ? 'message' : 'messages'}`}</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
