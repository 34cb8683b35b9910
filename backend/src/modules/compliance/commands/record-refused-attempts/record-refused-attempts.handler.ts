import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RecordRefusedAttemptsCommand } from './record-refused-attempts.command.js';

@CommandHandler(RecordRefusedAttemptsCommand)
export class RecordRefusedAttemptsHandler implements ICommandHandler<RecordRefusedAttemptsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actorId, source, attempts }: RecordRefusedAttemptsCommand) {
    if (attempts.length === 0) return;
    // One statement for a whole CSV file's refusals: the rows travel as one JSON document.
    await this.em.execute(
      `insert into compliance_refused_attempts (actor_id, source, name, cas_number, list, substance)
       select ?, ?, x.name, x.cas_number, x.list, x.substance
         from jsonb_to_recordset(?::jsonb) as x(name text, cas_number text, list text, substance text)`,
      [
        actorId,
        source,
        JSON.stringify(
          attempts.map(({ candidate, result }) => ({
            name: candidate.name,
            cas_number: candidate.casNumber,
            list: result.list,
            substance: result.name,
          })),
        ),
      ],
    );
  }
}
