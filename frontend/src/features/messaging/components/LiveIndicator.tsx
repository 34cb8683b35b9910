import { useRealtimeStatus, type RealtimeStatus } from '../../../shared/realtime';

const LABELS: Record<RealtimeStatus, { text: string; hint: string }> = {
  live: { text: 'Live', hint: 'New messages appear as they are sent' },
  connecting: { text: 'Connecting...', hint: 'Reconnecting; messages are refreshed once the connection is back' },
  offline: { text: 'Offline', hint: 'Live updates are off; the conversation refreshes when you reload it' },
};

/** Spec §2 "Conversation": the Live indicator shows while the realtime connection is up. */
export function LiveIndicator() {
  const status = useRealtimeStatus();
  const { text, hint } = LABELS[status];
  return (
    <span
      className={`live-indicator live-indicator--${status}`}
      role="status"
      title={hint}
      data-testid="live-indicator"
      data-status={status}
    >
      <span className="live-indicator__dot" aria-hidden="true" />
      {text}
    </span>
  );
}
