import { MESSAGE_MESSAGES, normalizeMessageContent, messageContentProblem } from '@reagentswap/contracts';
import { Button, Card, Input, Result, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getApiErrorInfo } from '../../shared/api/problem';
import { randomUuid } from '../../shared/lib/randomUuid';
import { FormField } from '../../shared/ui/FormField';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { toast } from '../../shared/ui/toast';
import { ownerName, useGetReagentQuery } from '../catalog';
import { CannotMessage } from './components/CannotMessage';
import { conversationPath } from './lib/paths';
import { useGoBack } from './lib/useGoBack';
import { useCanMessageQuery, useSendMessageMutation } from './messagingApi';
import './messaging.css';

/** The spec's three errors of this page, each with Go Back. */
function SendMessageError({ title }: { title: string }) {
  const goBack = useGoBack('/reagents');
  return (
    <main className="page page--narrow">
      <Result
        status="warning"
        title={<h1 className="result-title">{title}</h1>}
        extra={
          <Button type="primary" onClick={goBack}>
            Go Back
          </Button>
        }
      />
    </main>
  );
}

/**
 * /message/{reagentId} (spec §2 "Send message about a reagent"): a first message to the reagent's
 * owner about it. Success: 'Message sent successfully!' and on to the conversation about the reagent.
 */
export function SendMessagePage() {
  const { reagentId = '' } = useParams();
  const navigate = useNavigate();
  const reagent = useGetReagentQuery(reagentId, { skip: !reagentId.trim() });
  const ownerId = reagent.data?.owner.id;
  const permission = useCanMessageQuery(ownerId ?? '', { skip: !ownerId });
  const [sendMessage, sending] = useSendMessageMutation();
  const [text, setText] = useState('');
  // One id per message typed: a second click while the first is on its way stores it once.
  const clientId = useRef(randomUuid());

  if (!reagentId.trim()) return <SendMessageError title={MESSAGE_MESSAGES.noReagent} />;
  if (reagent.isLoading) return <LoadingScreen message="Loading reagent..." />;
  if (!reagent.data) {
    const { status } = getApiErrorInfo(reagent.error);
    return (
      <SendMessageError title={status === 404 || status === 400 ? MESSAGE_MESSAGES.reagentNotFound : MESSAGE_MESSAGES.reagentLoadFailed} />
    );
  }
  const { id, name, owner } = reagent.data;
  const blank = text.trim().length === 0;
  const problem = blank ? null : messageContentProblem(text);

  const submit = async () => {
    if (blank || problem || sending.isLoading) return;
    try {
      await sendMessage({
        clientId: clientId.current,
        recipientId: owner.id,
        reagentId: id,
        content: normalizeMessageContent(text),
      }).unwrap();
      toast.success(MESSAGE_MESSAGES.sent);
      void navigate(conversationPath(owner.id, id));
    } catch (error) {
      const info = getApiErrorInfo(error);
      // The server refused it ('false result'), or it never got there (spec §8).
      if (info.status === null) toast.error(MESSAGE_MESSAGES.sendException);
      else toast.error(MESSAGE_MESSAGES.sendFailed, { description: info.fieldErrors[0]?.message ?? info.message ?? undefined });
      if (info.status !== null && info.status < 500) clientId.current = randomUuid();
    }
  };

  return (
    <main className="page page--narrow">
      <Typography.Title level={1}>{MESSAGE_MESSAGES.sendAbout(name)}</Typography.Title>
      {permission.data && !permission.data.canMessage ? (
        <CannotMessage />
      ) : (
        <Card>
          <Typography.Paragraph type="secondary">To {ownerName(reagent.data)}, who listed this reagent.</Typography.Paragraph>
          <form
            className="send-message-form"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <FormField htmlFor="send-message-text" label="Message" error={problem?.message} errorId="send-message-error">
              <Input.TextArea
                id="send-message-text"
                rows={6}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={`Ask about ${name}: availability, amount, how to arrange a swap...`}
                status={problem ? 'error' : undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'send-message-error' : undefined}
              />
            </FormField>
            <Space className="send-message-form__actions">
              <Button onClick={() => void navigate(`/reagents/${encodeURIComponent(id)}`)}>Cancel</Button>
              <Button
                type="primary"
                htmlType="submit"
                loading={sending.isLoading}
                disabled={blank || Boolean(problem) || sending.isLoading}
              >
                Send Message
              </Button>
            </Space>
          </form>
        </Card>
      )}
    </main>
  );
}
