import { createElement, useEffect, useState, type ComponentType } from 'react';
import { loaderWithRetry } from '../lib/loaderWithRetry';
import { onToastWaiting } from './toast';

const importHolder = () => import('./ToastHolder');

/** How long the browser may stay busy before the toasts' code is fetched anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Renders the toasts, their code (antd's message and notification, ~5 KiB brotli, and their
 * stylesheet) loaded after the page: no toast shows before something happens, so it is not part of
 * any page's first load (issue 15, ADR 0042). It is fetched when the browser is first idle, so it is
 * there for a toast after the visitor's first action, or as soon as a toast is raised before then, and
 * mounted with the first toast; toasts raised meanwhile wait in `toast`'s queue and show once it is
 * there. A fetch that fails (the network is gone) is tried again by the next toast; the waiting ones
 * show then.
 */
export function ToastBridge() {
  const [holder, setHolder] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const load = loaderWithRetry(importHolder, ({ ToastHolder }) => mounted && setHolder(() => ToastHolder));
    const stopWaiting = onToastWaiting(load);
    // Only fetched at idle: mounted with the first toast, so the page renders once less meanwhile
    // (e2e/first-load.spec.ts counts its commits). A fetch that fails here is the first toast's to retry.
    const cancelIdle = whenIdle(() => void importHolder().catch(() => undefined));
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
