import { Spin } from 'antd';
import type { ReactNode } from 'react';

interface LoadingScreenProps {
  message: string;
  children?: ReactNode;
}

/** Centred spinner with a status line (announced to screen readers). */
export function LoadingScreen({ message, children }: LoadingScreenProps) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spin size="large" />
      <p className="loading-screen__message">{message}</p>
      {children}
    </div>
  );
}
