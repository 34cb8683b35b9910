import { LockOutlined } from '@ant-design/icons';
import { Result, Space } from 'antd';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import type { FromState } from '../redirect';

interface NotLoggedInProps {
  message?: string;
}

/** Shown in place of content that needs a signed-in user. */
export function NotLoggedIn({ message = 'Please log in to access this page' }: NotLoggedInProps) {
  const location = useLocation();
  const from: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
  return (
    <Result
      icon={<LockOutlined />}
      title={<h1 className="result-title">Not Logged In</h1>}
      subTitle={message}
      extra={
        <Space wrap>
          <ButtonLink type="primary" to="/login" state={from}>
            Log In
          </ButtonLink>
          <ButtonLink to="/register">Register</ButtonLink>
        </Space>
      }
    />
  );
}
