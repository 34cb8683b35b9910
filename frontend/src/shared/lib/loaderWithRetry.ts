/**
 * A function that loads something once (a chunk) and hands it to `loaded`: calls while it loads
 * or after it arrived do nothing, and a call after a failed load tries again (the network came back),
 * so a failure never stops a later call from getting it.
 */
export function loaderWithRetry<T>(load: () => Promise<T>, loaded: (value: T) => void): () => void {
  let state: 'idle' | 'loading' | 'done' = 'idle';
  return () => {
    if (state !== 'idle') return;
    state = 'loading';
    load().then(
      (value) => {
        state = 'done';
        loaded(value);
      },
      () => {
        state = 'idle';
      },
    );
  };
}
