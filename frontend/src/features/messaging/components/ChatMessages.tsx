import { Button, Spin } from 'antd';
import { Fragment } from 'react';
import type { MessageView } from '../messagingApi';
import { dayLabel, differentDay } from '../lib/messageTime';
import type { PendingMessage } from '../lib/pendingMessages';
import { useChatScroll } from '../lib/useChatScroll';
import { MessageBubble, type DeliveryState } from './MessageBubble';

interface ChatMessagesProps {
  /** Stored messages, oldest first. */
  messages: MessageView[];
  /** Temporary messages still sending (spec §4), after the stored ones. */
  pending: PendingMessage[];
  meId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/** The chat's scrolling message log: older pages on top (scroll up or the button), day separators, my delivery state. */
export function ChatMessages({ messages, pending, meId, hasOlder, loadingOlder, loadOlder }: ChatMessagesProps) {
  const newest = pending.at(-1)?.clientId ?? messages.at(-1)?.id;
  const { ref, onScroll } = useChatScroll({
    oldestKey: messages[0]?.id,
    newestKey: newest,
    newestIsMine: pending.length > 0 || messages.at(-1)?.senderId === meId,
    hasOlder,
    loadingOlder,
    loadOlder,
  });
  const myNewest = pending.length === 0 ? messages.findLast((message) => message.senderId === meId)?.id : undefined;
  const deliveryOf = (message: MessageView): DeliveryState | undefined =>
    message.id === myNewest ? (message.read ? 'read' : 'sent') : undefined;

  return (
    <div className="chat-messages" ref={ref} onScroll={onScroll} tabIndex={0} aria-label="Messages" role="region">
      {hasOlder ? (
        <div className="chat-messages__older">
          <Button size="small" onClick={loadOlder} loading={loadingOlder}>
            Load older messages
          </Button>
        </div>
      ) : null}
      {!hasOlder && loadingOlder ? <Spin size="small" /> : null}
      {messages.length === 0 && pending.length === 0 ? <p className="chat-messages__empty">No messages yet. Say hello!</p> : null}
      {/* The live region wraps the list: an <ol> given role="log" is no list, and its items lose their parent (WCAG 1.3.1). */}
      <div role="log" aria-label="Conversation">
        <ol className="chat-messages__list">
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            return (
              <Fragment key={message.id}>
                {!previous || differentDay(previous.createdAt, message.createdAt) ? (
                  <li className="chat-messages__day" aria-hidden="true">
                    {dayLabel(message.createdAt)}
                  </li>
                ) : null}
                <MessageBubble
                  content={message.content}
                  mine={message.senderId === meId}
                  at={message.createdAt}
                  delivery={deliveryOf(message)}
                  action={message.payload}
                />
              </Fragment>
            );
          })}
          {pending.map((item) => (
            <MessageBubble key={item.clientId} content={item.content} mine delivery="sending" />
          ))}
        </ol>
      </div>
    </div>
  );
}
