import { SendOutlined } from '@ant-design/icons';
import { CHAT_TEXTAREA, MESSAGE_LIMITS, messageContentProblem, characterCount } from '@reagentswap/contracts';
import { Button, Input, type GetRef } from 'antd';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useIsCompact } from '../../../shared/lib/useMediaQuery';

/** The counter shows once a message gets long. */
const COUNTER_FROM = MESSAGE_LIMITS.maxLength - 500;

interface MessageComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  disabled?: boolean;
}

/**
 * The chat's message box (spec §5): Enter sends, Shift+Enter adds a line; it grows with its text
 * from 56 px up to 150 px (120 px on phones), then scrolls.
 */
export function MessageComposer({ value, onChange, onSend, disabled }: MessageComposerProps) {
  const compact = useIsCompact();
  const maxHeight = compact ? CHAT_TEXTAREA.mobileMaxHeightPx : CHAT_TEXTAREA.maxHeightPx;
  const ref = useRef<GetRef<typeof Input.TextArea>>(null);
  const blank = value.trim().length === 0;
  const problem = blank ? null : messageContentProblem(value);
  const length = characterCount(value.trim());

  useLayoutEffect(() => {
    const box = ref.current?.resizableTextArea?.textArea;
    if (!box) return;
    box.style.height = 'auto';
    // An empty box is the minimum (a placeholder that wraps must not grow it).
    const wanted = value ? box.scrollHeight : 0;
    box.style.height = `${Math.min(Math.max(wanted, CHAT_TEXTAREA.minHeightPx), maxHeight)}px`;
    box.style.overflowY = box.scrollHeight > maxHeight ? 'auto' : 'hidden';
  }, [value, maxHeight]);

  const send = () => {
    if (!blank && !problem && !disabled) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className="visually-hidden" htmlFor="chat-message-input">
        Message
      </label>
      <Input.TextArea
        id="chat-message-input"
        ref={ref}
        className="chat-composer__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        placeholder={compact ? 'Type a message...' : 'Type a message... (Enter to send, Shift+Enter for a new line)'}
        style={{ minHeight: CHAT_TEXTAREA.minHeightPx, maxHeight, resize: 'none' }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || length >= COUNTER_FROM ? 'chat-message-hint' : undefined}
        disabled={disabled}
      />
      <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden="true" />} disabled={blank || Boolean(problem) || disabled}>
        Send
      </Button>
      {problem || length >= COUNTER_FROM ? (
        <p
          id="chat-message-hint"
          className={`chat-composer__hint${problem ? ' chat-composer__hint--error' : ''}`}
          role={problem ? 'alert' : undefined}
        >
          {problem ? `${problem.message} ` : ''}
          {`${length}/${MESSAGE_LIMITS.maxLength}`}
        </p>
      ) : null}
    </form>
  );
}
