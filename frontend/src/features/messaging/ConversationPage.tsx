import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { useIsCompact } from '../../shared/lib/useMediaQuery';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ConversationView } from './components/ConversationView';
import { ThreadList } from './components/ThreadList';
import { useActiveConversation } from './lib/activeConversation';
import { threadKey } from './lib/threadCache';
import './messaging.css';

/**
 * /conversation/{userId}?reagentId= and /conversations/{userId} (spec §2): the thread list on the
 * left and the chat on the right on desktop; the chat alone below 768 px. Without a userId the
 * member goes to /messages.
 */
export function ConversationPage() {
  const { userId = '' } = useParams();
  const [params] = useSearchParams();
  const reagentId = params.get('reagentId') || null;
  const me = useAppSelector(selectCurrentUser);
  const compact = useIsCompact();
  useActiveConversation({ userId, reagentId });

  if (!userId.trim()) return <Navigate to="/messages" replace />;
  if (!me) return null; // the route's guard shows the sign-in first

  // One tree on both sides of the breakpoint, so crossing it keeps the chat (and a half-written message).
  return (
    <main className="page page--wide messaging-page">
      <div className={compact ? 'messaging-layout messaging-layout--chat-only' : 'messaging-layout'}>
        {compact ? null : (
          <aside className="messaging-layout__threads" aria-label="Conversations">
            <ThreadList sidebar currentKey={threadKey(userId, reagentId)} />
          </aside>
        )}
        <ConversationView key={threadKey(userId, reagentId)} conversation={{ userId, reagentId }} meId={me.id} />
      </div>
    </main>
  );
}
