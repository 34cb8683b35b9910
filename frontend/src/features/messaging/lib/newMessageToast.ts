import type { MessageView } from '@reagentswap/contracts';
import { MESSAGE_TIMINGS } from '@reagentswap/contracts';

/** As much of a message as its push notification shows (spec §9). */
export const preview = (content: string): string =>
  content.length > MESSAGE_TIMINGS.pushPreviewLength ? `${content.slice(0, MESSAGE_TIMINGS.pushPreviewLength)}…` : content;

/**
 * Whether a pushed message raises 'New message received' (spec §8): not one the member sent (from
 * another tab), and not one landing in the conversation on screen, where it simply appears.
 */
export const announcesNewMessage = (message: Pick<MessageView, 'senderId'>, me: string | null, onScreen: boolean): boolean =>
  me !== null && message.senderId !== me && !onScreen;
