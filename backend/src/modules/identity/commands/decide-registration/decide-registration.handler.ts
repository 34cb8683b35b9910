import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError } from '../../../../shared/errors/domain-error.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { UserApproved, UserRejected } from '../../events/identity.events.js';
import { ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { recordAdminAction } from '../../infrastructure/admin-audit.js';
import { DecideRegistrationCommand } from './decide-registration.command.js';
import { SessionCache } from '../../infrastructure/session-cache.js';

/**
 * Approves or rejects a registration. Only pending registrations can be decided; deciding the
 * same way twice (a double click) returns the same result without a second e-mail.
 */
@CommandHandler(DecideRegistrationCommand)
export class DecideRegistrationHandler implements ICommandHandler<DecideRegistrationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly sessionCache: SessionCache,
  ) {}

  async execute({ adminId, userId, decision }: DecideRegistrationCommand) {
    const target: 'approved' | 'rejected' = decision === 'approve' ? 'approved' : 'rejected';
    const result = await this.em.transactional(async (tx) => {
      const user = await tx.findOne(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new NotFoundError('User not found');
      if (user.approvalStatus === target) return { id: user.id, approvalStatus: target, changed: false };
      if (user.approvalStatus !== 'pending')
        throw new ConflictError(`This registration has already been ${user.approvalStatus}`, 'ALREADY_DECIDED');
      const profile = await tx.findOneOrFail(ProfileSchema, { userId });
      this.sessionCache.changing(userId);
      user.approvalStatus = target;
      user.approvedAt = target === 'approved' ? new Date() : null;
      const payload = { userId, email: user.email, displayName: profile.displayUsername ?? profile.username };
      await tx.flush();
      await recordAdminAction(tx, { actorId: adminId, action: `registration.${target}`, targetUserId: userId });
      await recordInOutbox(
        tx,
        target === 'approved'
          ? new UserApproved({ ...payload, approvedBy: adminId })
          : new UserRejected({ ...payload, rejectedBy: adminId }),
      );
      return { id: user.id, approvalStatus: target, changed: true };
    });
    if (result.changed) this.relay.kick();
    return { id: result.id, approvalStatus: result.approvalStatus };
  }
}
