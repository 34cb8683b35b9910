import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';

export const UNAUTHENTICATED_MESSAGE = 'identity:unauthenticatedMessage';

/** The 401 message of a route when nobody is signed in (e.g. the spec's 'You must be logged in to update your profile'). */
export const WhenSignedOut = (message: string) => SetMetadata(UNAUTHENTICATED_MESSAGE, message);

/** Request property the authentication guard fills with the caller's session (refresh-token family) id. */
export const SESSION_ID = 'identitySessionId';

/**
 * The session the caller's access token belongs to. The refresh cookie is scoped to /api/auth, so
 * routes elsewhere identify "this device" by the access token's `sid` claim.
 */
export const CurrentSessionId = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string | undefined =>
    ctx.switchToHttp().getRequest<Record<string, string | undefined>>()[SESSION_ID],
);
