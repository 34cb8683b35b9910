import { ArrowLeftOutlined } from '@ant-design/icons';
import { MESSAGE_MESSAGES } from '@reagentswap/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Result, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../shared/store/hooks';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { ListLoading } from '../../../shared/ui/browse/ListStates';
import { toast } from '../../../shared/ui/toast';
import { messagesOldestFirst, type ConversationArgs } from '../lib/conversationCache';
import { conversationPath, partyName } from '../lib/paths';
import { unmatchedPending } from '../lib/pendingMessages';
import { openedConversation } from '../lib/openedConversation';
import { useMarkLiveMessagesRead } from '../lib/useMarkLiveMessagesRead';
import { useSendWithRetry } from '../lib/useSendWithRetry';
import { conversationRead, useGetConversationInfiniteQuery } from '../messagingApi';
import { CannotMessage } from './CannotMessage';
import { ChatMessages } from './ChatMessages';
import { LiveIndicator } from './LiveIndicator';
import { MessageComposer } from './MessageComposer';
import { LoadError } from '../../../shared/ui/LoadError';

function BackToMessages() {
  return (
    <ButtonLink to="/messages" icon={<ArrowLeftOutlined aria-hidden="true" />} className="chat-header__back">
      Back to Messages
    </ButtonLink>
  );
}

/** Why a conversation could not be shown: nobody by that id, an unknown reagent, or a failure to retry. */
function ConversationError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { status, code, message } = getApiErrorInfo(error);
  if (status === 404 || status === 400) {
    const title = code === 'REAGENT_NOT_FOUND' ? MESSAGE_MESSAGES.reagentNotFound : (message ?? MESSAGE_MESSAGES.userNotFound);
    return <Result status="404" title={<h2 className="result-title">{title}</h2>} extra={<BackToMessages />} />;
  }
  return <LoadError title={MESSAGE_MESSAGES.loadMessagesFailed} onRetry={onRetry} />;
}

/**
 * One conversation (spec §2 "Conversation"): the other member and the reagent it is about, the Live
 * indicator, the messages (older ones on scrolling up), and the message box — or the spec's refusal
 * when the two may not message each other.
 */
export function ConversationView({ conversation, meId }: { conversation: ConversationArgs; meId: string }) {
  const dispatch = useAppDispatch();
  const { userId, reagentId } = conversation;
  const args = useMemo(() => ({ userId, reagentId }), [userId, reagentId]);
  // Opened by a first load, the conversation was asked for before this render (lib/conversationPrefetch.ts):
  // that answer is fresh, so the mount does not ask again (every other mount does: reading marks read).
  const [prefetched] = useState(() => openedConversation.has(args));
  const query = useGetConversationInfiniteQuery(userId === meId ? skipToken : args, { refetchOnMountOrArgChange: !prefetched });
  // After the query's own subscription (effects run in order): the entry is held by this page now.
  useEffect(() => openedConversation.claim(args), [args]);
  const { send, pending, drop } = useSendWithRetry(args, meId);
  const [draft, setDraft] = useState('');

  const messages = useMemo(() => messagesOldestFirst(query.data), [query.data]);
  const stillPending = useMemo(() => unmatchedPending(pending, messages), [pending, messages]);
  const firstPage = query.data?.pages[0];

  // Loading the conversation marked it read on the server: the thread list and badge follow.
  useEffect(() => {
    if (query.fulfilledTimeStamp) dispatch(conversationRead(userId, reagentId));
  }, [dispatch, query.fulfilledTimeStamp, userId, reagentId]);
  // Temporary messages whose stored copy arrived are done (spec §4).
  useEffect(() => {
    for (const item of pending) if (!stillPending.includes(item)) drop(item.clientId);
  }, [pending, stillPending, drop]);
  useEffect(() => {
    if (query.isError) toast.error(MESSAGE_MESSAGES.loadConversationFailed, 'conversation-failed');
  }, [query.isError]);
  useMarkLiveMessagesRead(args, meId, messages);

  const { fetchNextPage, refetch } = query;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const submit = async () => {
    const text = draft;
    setDraft('');
    const outcome = await send(text);
    // Nothing is lost: a message that could not be sent goes back into an empty box.
    if (!outcome.sent) setDraft((current) => (current.trim() ? current : text));
    if (outcome.refused?.code === 'CANNOT_MESSAGE') void refetch();
  };

  let body;
  if (userId === meId) {
    body = <CannotMessage />;
  } else if (!firstPage) {
    body = query.isError ? (
      <ConversationError error={query.error} onRetry={() => void refetch()} />
    ) : (
      <ListLoading text="Loading messages..." />
    );
  } else {
    body = (
      <>
        <ChatMessages
          messages={messages}
          pending={stillPending}
          meId={meId}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          loadOlder={loadOlder}
        />
        {firstPage.canMessage ? (
          <MessageComposer value={draft} onChange={setDraft} onSend={() => void submit()} />
        ) : (
          <CannotMessage inline />
        )}
      </>
    );
  }

  const other = firstPage?.other;
  const reagent = firstPage?.reagent;
  return (
    <section className="chat" aria-label="Conversation">
      <header className="chat-header">
        <BackToMessages />
        <div className="chat-header__title">
          <Typography.Title level={1} className="chat-header__name">
            {other ? <Link to={`/community/profile/${encodeURIComponent(other.id)}`}>{partyName(other)}</Link> : 'Conversation'}
          </Typography.Title>
          {reagent ? (
            <span className="chat-header__reagent">
              About <Link to={`/reagents/${encodeURIComponent(reagent.id)}`}>{reagent.name}</Link>
              <Link className="chat-header__all" to={conversationPath(userId, null)}>
                All messages
              </Link>
            </span>
          ) : null}
        </div>
        <LiveIndicator />
      </header>
      {body}
    </section>
  );
}
