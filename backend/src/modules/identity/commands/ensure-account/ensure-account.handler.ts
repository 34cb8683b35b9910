import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { normaliseEmail, defaultUsername } from '../../domain/registration-rules.js';
import { ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { EnsureAccountCommand } from './ensure-account.command.js';

@CommandHandler(EnsureAccountCommand)
export class EnsureAccountHandler implements ICommandHandler<EnsureAccountCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
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
    return this.em.transactional(async (tx) => {
      const universityId = await ensureRow(
        tx,
        `insert into universities (id, name, city, country) values (gen_random_uuid(), ?, ?, ?) on conflict ((lower(name))) do nothing`,
        [spec.university.name, spec.university.city, spec.university.country],
        'select id from universities where lower(name) = lower(?)',
        [spec.university.name],
      );
      const labId = await ensureRow(
        tx,
        `insert into labs (id, name, university_id) values (gen_random_uuid(), ?, ?) on conflict (university_id, (lower(name))) do nothing`,
        [spec.lab, universityId],
        'select id from labs where university_id = ? and lower(name) = lower(?)',
        [universityId, spec.lab],
      );
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
        universityId,
        labId,
        city: spec.city ?? spec.university.city,
        country: spec.country ?? spec.university.country,
        expertise: spec.expertise,
        researchInterests: spec.researchInterests,
      });
      await tx.flush();
      return { id: user.id, created: true };
    });
  }
}

/** Insert-if-absent that tolerates a concurrent insert of the same row (seed and tests run in parallel). */
async function ensureRow(
  em: EntityManager,
  insert: string,
  insertParams: unknown[],
  select: string,
  selectParams: unknown[],
): Promise<string> {
  await em.execute(insert, insertParams);
  const [row] = await em.execute<{ id: string }[]>(select, selectParams);
  return row!.id;
}
