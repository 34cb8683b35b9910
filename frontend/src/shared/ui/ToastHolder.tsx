// antd's message hook on its own: `message` from antd's index would bring its static API and global
// holder too; its stylesheet rode on antd's App (build/antd-static-styles.ts) and is imported here now.
import useMessage from 'antd/es/message/useMessage';
import { useEffect } from 'react';
import 'virtual:antd-style/message.css';
import { bindToastInstance, TOAST_DURATION_SECONDS, TOAST_MAX_VISIBLE } from './toast';

/**
 * Makes the toasts' message instance (4 s, at most 3 visible), hands it to the `toast` helper and
 * renders its toasts. antd's `App` gave the same instance with notification and modal hooks beside
 * it, which every page then carried for nothing (ADR 0033). Loaded by <ToastBridge/> (ADR 0042).
 */
export function ToastHolder() {
  const [instance, holder] = useMessage({ duration: TOAST_DURATION_SECONDS, maxCount: TOAST_MAX_VISIBLE });
  useEffect(() => {
    bindToastInstance(instance);
    return () => bindToastInstance(null);
  }, [instance]);
  return holder;
}
