import { Command } from '@nestjs/cqrs';

/** A session named by a verified access token: its member (`sub`) and its refresh family (`sid`). */
export interface AccessTokenSession {
  userId: string;
  sessionId: string;
}

/**
 * Ends the caller's session: the one of the refresh cookie, and the one of the bearer token (an
 * API client has no cookie). Both when both are given (they normally name the same session).
 */
export class SignOutCommand extends Command<void> {
  constructor(
    readonly refreshToken: string | undefined,
    readonly accessSession?: AccessTokenSession,
  ) {
    super();
  }
}
