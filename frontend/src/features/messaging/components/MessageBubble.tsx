import type { MessageAction } from '@reagentswap/contracts';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { messageClock, messageFullTime } from '../lib/messageTime';

/** What the sender sees under their own message: the temporary one, then stored, then read by the other. */
export type DeliveryState = 'sending' | 'sent' | 'read';

const DELIVERY_LABELS: Record<DeliveryState, string> = { sending: 'Sending...', sent: 'Sent', read: 'Read' };

interface MessageBubbleProps {
  content: string;
  mine: boolean;
  /** ISO time; absent while sending. */
  at?: string;
  /** Shown under my newest message (and every one still sending). */
  delivery?: DeliveryState;
  action?: MessageAction | null;
}

/** One chat message; a message may carry an in-app action button (a swap's 'View Swap Request'). */
export function MessageBubble({ content, mine, at, delivery, action }: MessageBubbleProps) {
  return (
    <li
      className={`chat-message${mine ? ' chat-message--mine' : ''}${delivery === 'sending' ? ' chat-message--sending' : ''}`}
      data-testid="chat-message"
    >
      <div className="chat-message__bubble">
        <p className="chat-message__text">{content}</p>
        {action ? (
          <ButtonLink
            to={action.url}
            type={action.type === 'primary' ? 'primary' : 'default'}
            size="small"
            className="chat-message__action"
          >
            {action.text}
          </ButtonLink>
        ) : null}
        <span className="chat-message__meta">
          {at ? (
            <time dateTime={at} title={messageFullTime(at)}>
              {messageClock(at)}
            </time>
          ) : null}
          {delivery ? <span className="chat-message__delivery">{DELIVERY_LABELS[delivery]}</span> : null}
        </span>
      </div>
    </li>
  );
}
