/**
 * The message a 'message:new' push carries: the same shape as the conversation page's messages
 * (messaging's MessageView), so the browser can put it into its cached pages as it is.
 */
export interface RealtimeMessage {
  id: string;
  /** The sender's client-generated id (idempotent resend), so the sending tab can match its optimistic copy. */
  clientId: string | null;
  senderId: string;
  recipientId: string;
  reagentId: string | null;
  content: string;
  read: boolean;
  /** An action button (a swap offer's 'View Swap Request' → /swap-request/{id}), or null. */
  payload: { text: string; url: string; type: 'primary' | 'default' } | null;
  createdAt: string;
}
