import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError } from '../../../../shared/errors/domain-error.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { ADMIN_USER_MESSAGES, decideRosterChange, type AdminUserAction } from '../../domain/admin-roster.js';
import { UserSuspended } from '../../events/identity.events.js';
import { recordAdminAction } from '../../infrastructure/admin-audit.js';
import { ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { revokeAllSessions } from '../../infrastructure/revoke-family.js';
import { loadAdminUser } from '../../queries/list-users/admin-user.view.js';
import { ManageUserCommand } from './manage-user.command.js';
import { SessionCache } from '../../infrastructure/session-cache.js';

const AUDIT_ACTION: Record<AdminUserAction, string> = {
  promote: 'user.promoted',
  demote: 'user.demoted',
  suspend: 'user.suspended',
  reactivate: 'user.reactivated',
};

/**
 * Every change to who is an active administrator runs under one transaction-scoped advisory lock,
 * so the "at least one active administrator" rule holds even when two admins act at once.
 * Repeating an action (a double click) succeeds without a second audit entry.
 */
@CommandHandler(ManageUserCommand)
export class ManageUserHandler implements ICommandHandler<ManageUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly sessionCache: SessionCache,
  ) {}

  async execute({ actorId, userId, action }: ManageUserCommand) {
    const name = await this.em.transactional(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(hashtext('identity.admin-roster'))`);
      const target = await tx.findOne(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!target) throw new NotFoundError(ADMIN_USER_MESSAGES.userNotFound, 'USER_NOT_FOUND');
      const [{ count }] = await tx.execute<{ count: string }[]>(
        `select count(*) as count from users where is_admin and not is_deleted and approval_status = 'approved' and id <> ?`,
        [userId],
      );
      const decision = decideRosterChange(action, actorId, target, Number(count));
      if (decision.kind === 'refused') throw new ConflictError(decision.message, decision.code);
      if (decision.kind === 'change') {
        this.sessionCache.changing(userId);
        target.isAdmin = decision.isAdmin;
        target.isDeleted = decision.isDeleted;
        await tx.flush();
        // A suspended member is signed out everywhere (the guard already refuses their access tokens).
        if (action === 'suspend') await revokeAllSessions(tx, userId);
        // Other modules settle what hangs on the member (swaps cancels their open swaps and releases credits).
        if (action === 'suspend') {
          await recordInOutbox(tx, new UserSuspended({ userId, suspendedBy: actorId, suspendedAt: new Date().toISOString() }));
        }
        await recordAdminAction(tx, { actorId, action: AUDIT_ACTION[action], targetUserId: userId });
      }
      const profile = await tx.findOne(ProfileSchema, { userId });
      return profile?.displayUsername?.trim() || profile?.username || target.email;
    });
    // A suspension's effects (sockets closed, open swaps cancelled) run when UserSuspended is relayed: now.
    if (action === 'suspend') this.relay.kick();
    const user = await loadAdminUser(this.em, userId);
    const message = {
      promote: ADMIN_USER_MESSAGES.promoted,
      demote: ADMIN_USER_MESSAGES.demoted,
      suspend: ADMIN_USER_MESSAGES.suspended(name),
      reactivate: ADMIN_USER_MESSAGES.reactivated(name),
    }[action];
    return { message, user };
  }
}
