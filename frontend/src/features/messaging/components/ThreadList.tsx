import { MessageOutlined, SearchOutlined } from '@ant-design/icons';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from '@reagentswap/contracts';
import { Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useAppSelector } from '../../../shared/store/hooks';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/lib/useUrlFilter';
import { selectCurrentUser } from '../../../shared/session/sessionSlice';
import { RefreshButton } from '../../../shared/ui/browse/BrowseLayout';
import { ListEmpty, ListLoading, LoadMore } from '../../../shared/ui/browse/ListStates';
import { toast } from '../../../shared/ui/toast';
import { threadKey } from '../lib/threadCache';
import { useThreadListTimings } from '../lib/useThreadListTimings';
import { useListThreadsInfiniteQuery } from '../messagingApi';
import { ThreadListItem } from './ThreadListItem';
import { LoadError } from '../../../shared/ui/LoadError';

/** Spec §9: the list is fetched again on arriving only when the last fetch is at least 30 s old. */
const MIN_REFETCH_SECONDS = 30;

interface ThreadListProps {
  /** The open conversation's thread (highlighted), on the conversation page. */
  currentKey?: string;
  /** Beside a conversation (narrower), rather than the Messages page's own list. */
  sidebar?: boolean;
}

/** The search box's text, committed to the query once typing pauses. */
function useDebouncedSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return { text, setText, search };
}

/** The thread list with search and Refresh (spec §2 "Messages"), live through pushes, fetched as §9 says. */
export function ThreadList({ currentKey, sidebar }: ThreadListProps) {
  const me = useAppSelector(selectCurrentUser);
  const { text, setText, search } = useDebouncedSearch();
  const list = useListThreadsInfiniteQuery({ search }, { refetchOnMountOrArgChange: MIN_REFETCH_SECONDS });
  const refetch = list.refetch;
  useThreadListTimings(
    useCallback(() => void refetch(), [refetch]),
    list.fulfilledTimeStamp,
  );

  useEffect(() => {
    if (list.isError) toast.error(MESSAGE_MESSAGES.loadThreadsFailed, 'threads-failed');
  }, [list.isError]);

  const threads = list.data?.pages.flatMap((page) => page.items) ?? [];
  let content;
  if (list.isLoading || (list.isFetching && !list.data)) {
    content = <ListLoading text="Loading conversations..." />;
  } else if (list.isError && !list.data) {
    content = <LoadError title={MESSAGE_MESSAGES.loadConversationsFailed} onRetry={() => void refetch()} />;
  } else if (threads.length === 0) {
    content = search ? (
      <ListEmpty title="No conversations found" hint="Try other words: a member's name, a reagent or something said." />
    ) : (
      <ListEmpty
        image={<MessageOutlined className="thread-list__empty-icon" aria-hidden="true" />}
        title="No messages yet"
        hint="Message a reagent's owner or a community member to start a conversation."
      />
    );
  } else {
    content = (
      <>
        <ul className="thread-list__items" aria-label="Conversations" aria-busy={list.isFetching}>
          {threads.map((thread) => {
            const key = threadKey(thread.userId, thread.reagentId);
            return <ThreadListItem key={key} thread={thread} meId={me?.id} current={key === currentKey} />;
          })}
        </ul>
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
      </>
    );
  }

  return (
    <div className={`thread-list${sidebar ? ' thread-list--sidebar' : ''}`}>
      <div className="thread-list__tools">
        <label className="visually-hidden" htmlFor="thread-search">
          Search conversations
        </label>
        <Input
          id="thread-search"
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder="Search conversations"
          value={text}
          maxLength={MESSAGE_LIMITS.searchMaxLength}
          onChange={(event) => setText(event.target.value)}
        />
        <RefreshButton onClick={() => void refetch()} loading={list.isFetching && !list.isFetchingNextPage} />
      </div>
      {content}
    </div>
  );
}
