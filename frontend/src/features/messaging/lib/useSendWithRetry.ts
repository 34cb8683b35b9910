import { MESSAGE_MESSAGES, MESSAGE_TIMINGS, normalizeMessageContent } from '@reagentswap/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getApiErrorInfo, type ApiErrorInfo } from '../../../shared/api/problem';
import { randomUuid } from '../../../shared/lib/randomUuid';
import { toast } from '../../../shared/ui/toast';
import { useSendMessageMutation } from '../messagingApi';
import type { ConversationArgs } from './conversationCache';
import type { PendingMessage } from './pendingMessages';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Worth sending again: no answer, a timeout, a busy or failing server. A refusal (4xx) will not change. */
const isTransient = ({ status }: ApiErrorInfo) => status === null || status === 408 || status === 429 || status >= 500;

/** What a refusal says: the spec's permission message, the content rule, else the spec's generic error. */
function refusalMessage(info: ApiErrorInfo): string {
  if (info.code === 'CANNOT_MESSAGE') return MESSAGE_MESSAGES.cannotMessage;
  return info.fieldErrors[0]?.message ?? (info.status === 400 || info.status === 409 ? info.message : null) ?? MESSAGE_MESSAGES.sendError;
}

export interface SendOutcome {
  /** Stored (possibly after retries). */
  sent: boolean;
  /** The server refused it for good (e.g. 'You cannot message this user directly.'). */
  refused?: ApiErrorInfo;
}

/**
 * Sends a chat message the way spec §8/§9 says: shown at once as a temporary message, sent with
 * a client-generated id (so a retry never stores it twice), retried up to 3 times 1 s apart with
 * 'Failed to send message. Retrying (n/3)...' (2 s), and 'Could not send your message after
 * multiple attempts' when all fail. A refusal is not retried.
 */
export function useSendWithRetry(conversation: ConversationArgs, senderId: string) {
  const [sendMessage] = useSendMessageMutation();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const drop = useCallback((clientId: string) => {
    if (mounted.current) setPending((items) => items.filter((item) => item.clientId !== clientId));
  }, []);

  const send = useCallback(
    async (text: string): Promise<SendOutcome> => {
      const item: PendingMessage = {
        clientId: randomUuid(),
        senderId,
        recipientId: conversation.userId,
        reagentId: conversation.reagentId,
        content: normalizeMessageContent(text),
        createdAt: Date.now(),
      };
      setPending((items) => [...items, item]);
      const body = { clientId: item.clientId, recipientId: item.recipientId, reagentId: item.reagentId, content: item.content };
      for (let retry = 0; ; retry += 1) {
        try {
          await sendMessage(body).unwrap();
          // The stored copy is in the cache now; the temporary one is dropped when it matches (unmatchedPending).
          return { sent: true };
        } catch (error) {
          const info = getApiErrorInfo(error);
          if (!isTransient(info)) {
            drop(item.clientId);
            toast.error(refusalMessage(info), 'message-send');
            return { sent: false, refused: info };
          }
          if (retry >= MESSAGE_TIMINGS.sendAttempts) {
            drop(item.clientId);
            toast.error(MESSAGE_MESSAGES.sendGaveUp, 'message-send');
            return { sent: false };
          }
          toast.warning(MESSAGE_MESSAGES.retrying(retry + 1), {
            key: 'message-send',
            duration: MESSAGE_TIMINGS.retryToastMs / 1000,
          });
          await wait(MESSAGE_TIMINGS.sendRetryDelayMs);
        }
      }
    },
    [conversation.reagentId, conversation.userId, drop, sendMessage, senderId],
  );

  return { send, pending, drop };
}
