import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { AccessSession } from './access-session.js';

/** Who is calling; set on the request by the global guard after the account checks pass. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

export const IS_PUBLIC = 'auth:isPublic';
export const IS_ADMIN_ONLY = 'auth:isAdminOnly';
export const UNAUTHENTICATED_MESSAGE = 'auth:unauthenticatedMessage';

/** Opt a route out of the global authentication guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Only administrators may call this route (403 for everyone else). */
export const AdminOnly = () => SetMetadata(IS_ADMIN_ONLY, true);
/** The 401 message of a route when nobody is signed in (e.g. the spec's 'You must be logged in to update your profile'). */
export const WhenSignedOut = (message: string) => SetMetadata(UNAUTHENTICATED_MESSAGE, message);

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const request = ctx.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
  if (!request.user) throw new Error('CurrentUser used on a route without authentication');
  return request.user;
});

/**
 * The session (refresh-token family) the caller's access token belongs to. The refresh cookie is
 * scoped to /api/auth, so routes elsewhere identify "this device" by the access token's `sid`.
 */
export const CurrentSessionId = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => {
  return ctx.switchToHttp().getRequest<{ authInfo?: AccessSession }>().authInfo?.id;
});
