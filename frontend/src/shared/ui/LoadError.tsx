import { Button, Result, Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * What could not be loaded, as the spec words it, with Try Again and any other way on (children):
 * the one "Failed to load …" block of every page and list. `level` 1 when it stands for the page.
 */
export function LoadError({
  title,
  detail,
  onRetry,
  level = 2,
  children,
}: {
  title: string;
  detail?: ReactNode;
  onRetry: () => void;
  level?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const retry = (
    <Button type="primary" onClick={onRetry}>
      Try Again
    </Button>
  );
  return (
    <Result
      status="error"
      title={<Heading className="result-title">{title}</Heading>}
      subTitle={detail}
      extra={
        children ? (
          <Space wrap>
            {retry}
            {children}
          </Space>
        ) : (
          retry
        )
      }
    />
  );
}
