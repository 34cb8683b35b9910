import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** Last line of defence when a screen throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="page page--narrow">
      <Result
        status="error"
        title={<h1 className="result-title">Something went wrong</h1>}
        subTitle="An unexpected error occurred"
        extra={
          <Button type="primary" onClick={() => window.location.assign('/')}>
            Return to Home
          </Button>
        }
      />
    </main>
  );
}
