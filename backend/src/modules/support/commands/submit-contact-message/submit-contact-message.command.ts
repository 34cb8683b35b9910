import { Command } from '@nestjs/cqrs';
import type { ContactMessageInput } from '../../domain/support-rules.js';

export class SubmitContactMessageCommand extends Command<{ message: string }> {
  constructor(readonly input: ContactMessageInput) {
    super();
  }
}
