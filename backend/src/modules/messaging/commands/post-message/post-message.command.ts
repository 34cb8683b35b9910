import { Command } from '@nestjs/cqrs';

export interface MessageAction {
  text: string;
  url: string;
  type: 'primary' | 'default';
}

/**
 * Stores a message from one member to another, optionally about a reagent (spec §3 "Message").
 * Joins the caller's transaction when there is one (the swaps module posts the owner's approval
 * message in the same transaction as the approval), else runs its own.
 */
export class PostMessageCommand extends Command<{ id: string; createdAt: string }> {
  constructor(
    readonly input: {
      senderId: string;
      recipientId: string;
      reagentId: string | null;
      content: string;
      payload?: MessageAction | null;
    },
  ) {
    super();
  }
}
