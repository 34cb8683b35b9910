import { Typography } from 'antd';
import { ThreadList } from './components/ThreadList';
import './messaging.css';

/** /messages (spec §2 "Messages"): the conversation list with search and refresh. */
export function MessagesPage() {
  return (
    <main className="page page--narrow messaging-page">
      <header className="page-header">
        <Typography.Title level={1}>Messages</Typography.Title>
        <Typography.Paragraph type="secondary">Your conversations with other members, newest first.</Typography.Paragraph>
      </header>
      <ThreadList />
    </main>
  );
}
