import { createElement, useEffect, useState, type ComponentType } from 'react';
import { loaderWithRetry } from '../lib/loaderWithRetry';
import { onToastWaiting } from './toast';

/** How long the browser may stay busy before the toasts' code is fetched anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Renders the toasts, their code (antd's message and notification, ~5 KiB brotli, and their
 * stylesheet) loaded after the page: no toast shows before something happens, so it is not part of
 * any page's first load (issue 15, ADR 0042). It is fetched when the browser is first idle, so it is
 * there for a toast after the visitor's first action, or as soon as a toast is raised before then;
 * toasts raised meanwhile wait in `toast`'s queue and show once it is there. A fetch that fails (the
 * network is gone) is tried again by the next toast; the waiting ones show then.
 */
export function ToastBridge() {
  const [holder, setHolder] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const load = loaderWithRetry(
      () => import('./ToastHolder'),
      ({ ToastHolder }) => mounted && setHolder(() => ToastHolder),
    );
    const stopWaiting = onToastWaiting(load);
    const cancelIdle = whenIdle(load);
    return () => {
      mounted = false;
      stopWaiting();
      cancelIdle();
    };
  }, []);
  return holder && createElement(holder);
}

/** Runs `task` once the browser is idle (Safari has no requestIdleCallback: a timer there). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, IDLE_TIMEOUT_MS / 3);
  return () => clearTimeout(id);
}
