import { Command } from '@nestjs/cqrs';
import type { RegistrationInput } from '../../domain/registration-rules.js';

export interface RegisteredUser {
  id: string;
  email: string;
  approvalStatus: 'pending';
}

export class RegisterUserCommand extends Command<RegisteredUser> {
  constructor(readonly input: RegistrationInput) {
    super();
  }
}
