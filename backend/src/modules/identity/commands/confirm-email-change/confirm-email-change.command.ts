import { Command } from '@nestjs/cqrs';

export class ConfirmEmailChangeCommand extends Command<{ message: string; email: string }> {
  constructor(readonly token: string | undefined) {
    super();
  }
}
