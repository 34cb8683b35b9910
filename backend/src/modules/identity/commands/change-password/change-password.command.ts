import { Command } from '@nestjs/cqrs';

export interface PasswordChange {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

export class ChangePasswordCommand extends Command<{ message: string }> {
  constructor(
    readonly userId: string,
    /** The caller's session (refresh-token family); it stays signed in, every other one is signed out. */
    readonly currentSessionId: string | undefined,
    readonly input: PasswordChange,
  ) {
    super();
  }
}
