import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { recordAdminAction } from '../../infrastructure/admin-audit.js';
import { RecordAdminActionCommand } from './record-admin-action.command.js';

@CommandHandler(RecordAdminActionCommand)
export class RecordAdminActionHandler implements ICommandHandler<RecordAdminActionCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ record }: RecordAdminActionCommand): Promise<void> {
    if (!isUuid(record.actorId)) return;
    await recordAdminAction(this.em, { ...record, targetUserId: isUuid(record.targetUserId) ? record.targetUserId : undefined });
  }
}
