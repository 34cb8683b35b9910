import { Command } from '@nestjs/cqrs';
import type { SupportRequestInput } from '../../domain/support-rules.js';

export class SubmitSupportRequestCommand extends Command<{ message: string }> {
  constructor(readonly input: SupportRequestInput) {
    super();
  }
}
