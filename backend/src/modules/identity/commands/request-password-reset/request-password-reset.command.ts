import { Command } from '@nestjs/cqrs';

export class RequestPasswordResetCommand extends Command<{ message: string }> {
  constructor(readonly email: string | undefined) {
    super();
  }
}
