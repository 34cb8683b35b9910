import { Result, Space } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/ButtonLink';

export function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="page page--narrow">
      <Result
        status="404"
        title={<h1 className="result-title">404</h1>}
        subTitle="Oops! This reagent couldn't be found"
        extra={
          <Space wrap>
            <ButtonLink type="primary" to="/">
              Return to Home
            </ButtonLink>
            <ButtonLink to="/reagents">Browse Reagents</ButtonLink>
          </Space>
        }
      />
    </main>
  );
}
