import { App } from 'antd';
import { useEffect } from 'react';
import { bindToastInstance } from './toast';

/** Hands the antd App-scoped message instance (themed, configured) to the `toast` helper. */
export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    bindToastInstance(message);
    return () => bindToastInstance(null);
  }, [message]);
  return null;
}
