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
      const institution = spec.university ? await ensureInstitution(tx, spec.university, spec.lab) : null;
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

/** The university and lab of a seeded member, created when absent. */
async function ensureInstitution(
  em: EntityManager,
  university: { name: string; city: string; country: string },
  lab: string,
): Promise<{ universityId: string; labId: string }> {
  const universityId = await ensureRow(
    em,
    `insert into universities (id, name, city, country) values (gen_random_uuid(), ?, ?, ?) on conflict ((lower(name))) do nothing`,
    [university.name, university.city, university.country],
    'select id from universities where lower(name) = lower(?)',
    [university.name],
  );
  const labId = await ensureRow(
    em,
    `insert into labs (id, name, university_id) values (gen_random_uuid(), ?, ?) on conflict (university_id, (lower(name))) do nothing`,
    [lab, universityId],
    'select id from labs where university_id = ? and lower(name) = lower(?)',
    [universityId, lab],
  );
  return { universityId, labId };
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
