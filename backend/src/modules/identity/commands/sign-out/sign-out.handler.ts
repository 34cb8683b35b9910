import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { RefreshTokenSchema } from '../../infrastructure/identity.entities.js';
import { revokeFamily } from '../../infrastructure/revoke-family.js';
import { TokenService } from '../../infrastructure/token.service.js';
import { SignOutCommand } from './sign-out.command.js';

/** Ends this device's session: its refresh token family is revoked. Idempotent. */
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ refreshToken }: SignOutCommand): Promise<void> {
    if (!refreshToken) return;
    const token = await this.em.findOne(RefreshTokenSchema, { tokenHash: TokenService.hashRefreshToken(refreshToken) });
    if (!token) return;
    await this.em.transactional(async (tx) => {
      // Waits for a refresh of this account that is under way (it holds the account row in share
      // mode), so the token that refresh issues is revoked too instead of outliving the sign-out.
      await tx.execute('select id from users where id = ? for no key update', [token.userId]);
      await revokeFamily(tx, token.familyId);
    });
  }
}
