import { StopOutlined } from '@ant-design/icons';
import { MESSAGE_MESSAGES } from '@reagentswap/contracts';
import { Alert, Button, Result } from 'antd';
import { useGoBack } from '../lib/useGoBack';

/**
 * Spec §2 "Conversation": the permission check refused (the other member is not approved, is
 * suspended, or is yourself). As a page, or as a notice in place of the message box when there is
 * a history to read.
 */
export function CannotMessage({ inline }: { inline?: boolean }) {
  const goBack = useGoBack('/messages');
  const back = <Button onClick={goBack}>Go Back</Button>;
  if (inline) return <Alert className="chat-cannot-message" type="warning" showIcon title={MESSAGE_MESSAGES.cannotMessage} action={back} />;
  return <Result icon={<StopOutlined />} title={<h2 className="result-title">{MESSAGE_MESSAGES.cannotMessage}</h2>} extra={back} />;
}
