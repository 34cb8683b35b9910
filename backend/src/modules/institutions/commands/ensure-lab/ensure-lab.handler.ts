import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EnsureLabCommand } from './ensure-lab.command.js';

/** For seeded members (identity's EnsureAccountCommand): the names are the keys, as the unique indexes are. */
@CommandHandler(EnsureLabCommand)
export class EnsureLabHandler implements ICommandHandler<EnsureLabCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ spec: { university, lab } }: EnsureLabCommand) {
    const universityId = await this.ensureRow(
      `insert into universities (id, name, city, country) values (gen_random_uuid(), ?, ?, ?) on conflict ((lower(name))) do nothing`,
      [university.name, university.city, university.country],
      'select id from universities where lower(name) = lower(?)',
      [university.name],
    );
    const labId = await this.ensureRow(
      `insert into labs (id, name, university_id) values (gen_random_uuid(), ?, ?) on conflict (university_id, (lower(name))) do nothing`,
      [lab, universityId],
      'select id from labs where university_id = ? and lower(name) = lower(?)',
      [universityId, lab],
    );
    return { universityId, labId };
  }

  /** Insert-if-absent that tolerates a concurrent insert of the same row (seed and tests run in parallel). */
  private async ensureRow(insert: string, insertParams: unknown[], select: string, selectParams: unknown[]): Promise<string> {
    await this.em.execute(insert, insertParams);
    const [row] = await this.em.execute<{ id: string }[]>(select, selectParams);
    return row!.id;
  }
}
