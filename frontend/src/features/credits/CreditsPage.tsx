import { ArrowLeftOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { CreditHistoryView } from './components/CreditHistoryView';

/** /credits: the signed-in member's balance and credit history (1 credit = 1 euro). */
export function CreditsPage() {
  return (
    <main className="page">
      <ButtonLink type="link" to="/dashboard" icon={<ArrowLeftOutlined />} className="back-link">
        Back to Dashboard
      </ButtonLink>
      <header className="page-header">
        <Typography.Title level={1}>Credit History</Typography.Title>
        <Typography.Paragraph type="secondary">
          Every change to your credits, newest first. 1 credit has a value of 1 euro.
        </Typography.Paragraph>
      </header>
      <CreditHistoryView scope={{ kind: 'own' }} />
    </main>
  );
}
