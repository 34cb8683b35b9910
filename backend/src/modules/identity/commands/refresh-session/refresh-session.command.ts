import { Command } from '@nestjs/cqrs';
import type { SessionResult } from '../../domain/session.js';

export class RefreshSessionCommand extends Command<SessionResult> {
  constructor(readonly refreshToken: string | undefined) {
    super();
  }
}
