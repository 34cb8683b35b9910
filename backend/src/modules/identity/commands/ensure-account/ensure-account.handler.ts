import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EnsureLabCommand } from '../../../institutions/index.js';
import { normaliseEmail, defaultUsername } from '../../domain/registration-rules.js';
import { ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { EnsureAccountCommand } from './ensure-account.command.js';

@CommandHandler(EnsureAccountCommand)
export class EnsureAccountHandler implements ICommandHandler<EnsureAccountCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly commands: CommandBus,
  ) {}

  async execute({ spec }: EnsureAccountCommand) {
    const email = normaliseEmail(spec.email);
    const existing = await this.em.findOne(UserSchema, { email });
    if (existing) {
      if (spec.isAdmin && !existing.isAdmin) {
        existing.isAdmin = true;
        await this.em.flush();
      }
      return { id: existing.id, created: false };
    }
    const passwordHash = await this.hasher.hash(spec.password);
    // The university and lab first, outside the account's transaction: they are institutions' rows, found or created
    // by name, and one left behind by a failed account is the same row the next attempt finds.
    const institution = spec.university
      ? await this.commands.execute(new EnsureLabCommand({ university: spec.university, lab: spec.lab }))
      : null;
    return this.em.transactional(async (tx) => {
      const user = tx.create(UserSchema, {
        email,
        passwordHash,
        isAdmin: spec.isAdmin,
        approvalStatus: 'approved',
        approvedAt: new Date(),
        isDeleted: false,
      });
      await tx.flush();
      tx.create(ProfileSchema, {
        userId: user.id,
        username: defaultUsername(email),
        displayUsername: spec.displayName,
        universityId: institution?.universityId ?? null,
        labId: institution?.labId ?? null,
        city: spec.city ?? spec.university?.city ?? null,
        country: spec.country ?? spec.university?.country ?? null,
        expertise: spec.expertise,
        researchInterests: spec.researchInterests,
      });
      await tx.flush();
      return { id: user.id, created: true };
    });
  }
}
