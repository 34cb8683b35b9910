import type { App } from 'antd';
import { createElement, type ReactNode } from 'react';

/**
 * The one way to raise a toast. Backed by antd's message instance (4 s, at most 3 visible),
 * made and bound by <ToastHolder/>, which <ToastBridge/> loads after the page (ADR 0042). Calls made
 * before it is bound (while the session is restored on start, or while its code loads) are queued,
 * and the bridge is told a toast waits.
 */
type MessageInstance = ReturnType<typeof App.useApp>['message'];
type Kind = 'success' | 'error' | 'info' | 'warning';

export const TOAST_DURATION_SECONDS = 4;
export const TOAST_MAX_VISIBLE = 3;

/** A key (see below), and/or a second, smaller line under the title (a hint such as
 * 'Please try again later or contact us directly'), and/or how long it shows in seconds (e.g. the
 * chat's 2 s retry toast). A plain string is the key. */
export type ToastOptions = string | { key?: string; description?: string; duration?: number };

let instance: MessageInstance | null = null;
const pending: Array<{ kind: Kind; text: string; options?: ToastOptions }> = [];
let waiting: (() => void) | null = null;

function contentOf(text: string, description: string | undefined): ReactNode {
  if (!description) return text;
  return createElement(
    'span',
    { className: 'toast-content' },
    createElement('strong', { className: 'toast-content__title' }, text),
    createElement('span', { className: 'toast-content__description' }, description),
  );
}

function show(kind: Kind, text: string, options?: ToastOptions): void {
  if (!instance) {
    pending.push({ kind, text, options });
    waiting?.();
    return;
  }
  const { key, description, duration } =
    typeof options === 'string' ? { key: options, description: undefined, duration: undefined } : (options ?? {});
  // A key makes repeated identical toasts (e.g. from StrictMode double effects or several
  // failing requests at once) replace each other instead of stacking.
  void instance.open({ type: kind, content: contentOf(text, description), key: key ?? text, duration: duration ?? TOAST_DURATION_SECONDS });
}

export function bindToastInstance(api: MessageInstance | null): void {
  instance = api;
  if (instance) {
    for (const item of pending.splice(0)) show(item.kind, item.text, item.options);
  }
}

/**
 * Calls `load` whenever a toast is queued for want of an instance, and now if one already waits:
 * the bridge loads the instance's code then. Returns the unsubscribe.
 */
export function onToastWaiting(load: () => void): () => void {
  waiting = load;
  if (pending.length) load();
  return () => {
    if (waiting === load) waiting = null;
  };
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  warning: (text: string, options?: ToastOptions) => show('warning', text, options),
};
