import { Command } from '@nestjs/cqrs';

export class RequestEmailChangeCommand extends Command<{ message: string }> {
  constructor(
    readonly userId: string,
    readonly email: string | undefined,
  ) {
    super();
  }
}
