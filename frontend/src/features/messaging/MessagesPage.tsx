import { Typography } from 'antd';
import { MESSAGES_INTRO } from '../../shared/ui/pageIntros';
import { ThreadList } from './components/ThreadList';
import './messaging.css';

/** /messages (spec §2 "Messages"): the conversation list with search and refresh. */
export function MessagesPage() {
  return (
    <main className="page page--narrow messaging-page">
      <header className="page-header">
        <Typography.Title level={1}>{MESSAGES_INTRO.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{MESSAGES_INTRO.lead}</Typography.Paragraph>
      </header>
      <ThreadList />
    </main>
  );
}
