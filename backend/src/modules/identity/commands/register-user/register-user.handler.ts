import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { LabExistsQuery } from '../../../institutions/index.js';
import { defaultUsername, normaliseEmail, REGISTRATION_MESSAGES, registrationProblems } from '../../domain/registration-rules.js';
import { UserRegistered } from '../../events/identity.events.js';
import { ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { RegisterUserCommand, type RegisteredUser } from './register-user.command.js';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly relay: OutboxRelay,
    private readonly queries: QueryBus,
  ) {}

  async execute({ input }: RegisterUserCommand): Promise<RegisteredUser> {
    const problems = registrationProblems(input);
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const email = normaliseEmail(input.email!);
    const displayName = input.username!.trim();

    if (!isUuid(input.universityId)) throw ValidationFailedError.of('universityId', REGISTRATION_MESSAGES.universityRequired);
    const { labId, universityId } = input;
    if (!(await this.queries.execute(new LabExistsQuery(labId, universityId))))
      throw ValidationFailedError.of('labId', REGISTRATION_MESSAGES.labRequired);
    if (await this.em.count(UserSchema, { email })) throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');

    const passwordHash = await this.hasher.hash(input.password!);
    try {
      const user = await this.em.transactional(async (tx) => {
        const created = tx.create(UserSchema, { email, passwordHash, isAdmin: false, approvalStatus: 'pending', isDeleted: false });
        // Relations are plain id columns, so the unit of work cannot order inserts by itself.
        await tx.flush();
        tx.create(ProfileSchema, {
          userId: created.id,
          username: defaultUsername(email),
          displayUsername: displayName,
          universityId,
          labId,
        });
        await tx.flush();
        await recordInOutbox(tx, new UserRegistered({ userId: created.id, email, displayName }));
        return created;
      });
      this.relay.kick();
      return { id: user.id, email: user.email, approvalStatus: 'pending' };
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
      throw error;
    }
  }
}
