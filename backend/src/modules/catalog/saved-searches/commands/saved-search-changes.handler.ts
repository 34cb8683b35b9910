import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAVED_SEARCH_MESSAGES } from '@reagentswap/contracts';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { loadSavedSearchViews } from '../saved-search.row.js';
import { DeleteSavedSearchCommand, MarkSavedSearchRunCommand, RenameSavedSearchCommand } from './save-search.command.js';

/**
 * Runs one statement on the member's own saved search; another member's (or an unknown id) is
 * "not found", never theirs to learn about.
 */
async function changeOwn(em: EntityManager, sql: string, params: unknown[], memberId: string, id: string): Promise<void> {
  const changed = isUuid(id)
    ? await em.execute<{ id: string }[]>(`${sql} where id = ? and member_id = ? returning id`, [...params, id, memberId])
    : [];
  if (changed.length === 0) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound, 'SAVED_SEARCH_NOT_FOUND');
}

@CommandHandler(RenameSavedSearchCommand)
export class RenameSavedSearchHandler implements ICommandHandler<RenameSavedSearchCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId, savedSearchId, name }: RenameSavedSearchCommand) {
    await changeOwn(this.em, `update saved_searches set name = ?`, [name], memberId, savedSearchId);
    return (await loadSavedSearchViews(this.em, memberId, savedSearchId))[0]!;
  }
}

@CommandHandler(DeleteSavedSearchCommand)
export class DeleteSavedSearchHandler implements ICommandHandler<DeleteSavedSearchCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId, savedSearchId }: DeleteSavedSearchCommand) {
    await changeOwn(this.em, `delete from saved_searches`, [], memberId, savedSearchId);
  }
}

@CommandHandler(MarkSavedSearchRunCommand)
export class MarkSavedSearchRunHandler implements ICommandHandler<MarkSavedSearchRunCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId, savedSearchId }: MarkSavedSearchRunCommand) {
    await changeOwn(this.em, `update saved_searches set last_run_at = now()`, [], memberId, savedSearchId);
  }
}
