/**
 * Listeners by event name, typed by an event map (`{ name: payload }`). The socket client relays
 * each push it receives to `emit`; features add and remove listeners with `on` whether or not a
 * socket is open, so a feature's subscription outlives sign-outs and reconnects. No socket.io here:
 * pure, unit-tested on its own.
 */
export interface ListenerRegistry<Events extends Record<string, unknown>> {
  /** Adds `listener` for `event`; returns the function that removes it (only it, even if added twice elsewhere). */
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void;
  /** Calls every listener of `event` with `payload`; one that throws does not keep the others from hearing it. */
  emit<E extends keyof Events>(event: E, payload: Events[E]): void;
  /** How many listeners `event` has (for tests and diagnostics). */
  count(event: keyof Events): number;
}

export function createListenerRegistry<Events extends Record<string, unknown>>(
  onListenerError: (error: unknown) => void = (error) => console.error(error),
): ListenerRegistry<Events> {
  // A wrapper object per `on` call: the same function added twice is two subscriptions, and
  // removing one leaves the other.
  const listeners = new Map<keyof Events, Set<{ listener: (payload: never) => void }>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const entry = { listener: listener as (payload: never) => void };
      set.add(entry);
      return () => void set.delete(entry);
    },
    emit<E extends keyof Events>(event: E, payload: Events[E]) {
      // A copy: a listener that unsubscribes (or subscribes) while being called changes the next emit only.
      for (const { listener } of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as (payload: Events[E]) => void)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    count: (event) => listeners.get(event)?.size ?? 0,
  };
}
