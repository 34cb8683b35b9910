import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result, Space } from 'antd';
import { ButtonLink } from '../../shared/ui/ButtonLink';

export function PendingApprovalPage() {
  return (
    <main className="page page--auth">
      <Card className="auth-card">
        <Result
          icon={<ClockCircleOutlined />}
          title={<h1 className="result-title">Account Pending Approval</h1>}
          subTitle={
            <>
              <p>Your account is pending approval by an administrator.</p>
              <p>Approval usually takes 24-48 hours. You will receive an e-mail as soon as it has been reviewed.</p>
            </>
          }
          extra={
            <Space wrap>
              <ButtonLink type="primary" to="/login">
                Back to Login
              </ButtonLink>
              <ButtonLink to="/">Return to Home</ButtonLink>
            </Space>
          }
        />
      </Card>
    </main>
  );
}
