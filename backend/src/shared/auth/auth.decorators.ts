import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';

/** Who is calling; set on the request by the global guard after the account checks pass. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

export const IS_PUBLIC = 'auth:isPublic';
export const IS_ADMIN_ONLY = 'auth:isAdminOnly';

/** Opt a route out of the global authentication guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Only administrators may call this route (403 for everyone else). */
export const AdminOnly = () => SetMetadata(IS_ADMIN_ONLY, true);

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const request = ctx.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
  if (!request.user) throw new Error('CurrentUser used on a route without authentication');
  return request.user;
});
