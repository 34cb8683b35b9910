import { Command } from '@nestjs/cqrs';

export interface PasswordResetInput {
  token?: string;
  password?: string;
  confirmPassword?: string;
}

export class ResetPasswordCommand extends Command<{ message: string }> {
  constructor(readonly input: PasswordResetInput) {
    super();
  }
}
