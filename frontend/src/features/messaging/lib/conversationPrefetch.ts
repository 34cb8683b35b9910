import type { ConversationArgs } from './conversationCache';

/**
 * A conversation opened by a first load (a link from an e-mail or a push) is asked for as soon as
 * the session is known, beside the page's own chunk, instead of after the page's first render:
 * issue 15, the conversation's largest paint is its first message, and the chain was restore →
 * chunk → render → request. The page takes the answer (the same RTK Query cache entry) instead of
 * asking again; a prefetch nobody takes is let go.
 */

/** The conversation a path opens: /conversation/{userId} or /conversations/{userId}, ?reagentId= (app/router.tsx). */
export function conversationAt(pathname: string, search: string): ConversationArgs | null {
  const match = /^\/conversations?\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let userId: string;
  try {
    userId = decodeURIComponent(match[1]!);
  } catch {
    return null; // the router's own decoding decides what such a page shows
  }
  if (!userId.trim()) return null;
  return { userId, reagentId: new URLSearchParams(search).get('reagentId') || null };
}

const sameConversation = (a: ConversationArgs, b: ConversationArgs) => a.userId === b.userId && a.reagentId === b.reagentId;

/** What the prefetch needs of the session: settled or not, and who is signed in. */
export interface SessionView {
  settled: boolean;
  meId: string | null;
}

export interface PrefetchDeps {
  session: () => SessionView;
  /** Calls back on every change of the store; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Starts the request into the cache entry the page reads and holds it; returns its release. */
  start: (args: ConversationArgs) => () => void;
  /** A prefetch the page has not taken by then is let go (its entry then expires like any unused one). */
  unclaimedAfterMs: number;
}

interface Held {
  args: ConversationArgs;
  release: () => void;
}

export function createConversationPrefetch(deps: PrefetchDeps) {
  let held: Held | null = null;
  let waiting: (() => void) | null = null;

  const drop = () => {
    held?.release();
    held = null;
  };

  const startFor = (args: ConversationArgs) => {
    const { meId } = deps.session();
    // A guest is shown the sign-in; their own id is refused without asking (ConversationView).
    if (!meId || meId === args.userId) return;
    drop();
    const release = deps.start(args);
    const mine: Held = { args, release };
    held = mine;
    setTimeout(() => {
      if (held === mine) drop();
    }, deps.unclaimedAfterMs);
  };

  return {
    /** Asks for the conversation `location` opens once the session is known; nothing for any other page. */
    prefetch(location: { pathname: string; search: string }): void {
      const args = conversationAt(location.pathname, location.search);
      if (!args) return;
      waiting?.();
      waiting = null;
      // Never inside a render (the router may ask for the page's chunk while rendering): a dispatch
      // there would update subscribed components mid-render.
      void Promise.resolve().then(() => {
        if (deps.session().settled) {
          startFor(args);
          return;
        }
        const unsubscribe = deps.subscribe(() => {
          if (!deps.session().settled) return;
          stop();
          startFor(args);
        });
        function stop() {
          unsubscribe();
          if (waiting === stop) waiting = null;
        }
        waiting = stop;
      });
    },

    /**
     * Whether the conversation `args` was prefetched and is still held: the page then reads that
     * answer instead of asking again on mount. Asking does not take it (a render may run twice).
     */
    has(args: ConversationArgs): boolean {
      return held !== null && sameConversation(held.args, args);
    },

    /** The page's own subscription now holds the entry of `args`: the prefetch lets go of it. */
    claim(args: ConversationArgs): void {
      if (held && sameConversation(held.args, args)) drop();
    },
  };
}

export type ConversationPrefetch = ReturnType<typeof createConversationPrefetch>;
