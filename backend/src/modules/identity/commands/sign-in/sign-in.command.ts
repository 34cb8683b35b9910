import { Command } from '@nestjs/cqrs';
import type { SessionResult } from '../../domain/session.js';

export class SignInCommand extends Command<SessionResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** The trusted-device cookie, if the browser sent one (see TrustedDevices). */
    readonly deviceToken?: string,
  ) {
    super();
  }
}
