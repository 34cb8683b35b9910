import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountExistsQuery } from '../../../../shared/kernel/account-exists.query.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';

/** Suspended and pending accounts exist too: an admin may still correct their credits. */
@QueryHandler(AccountExistsQuery)
export class AccountExistsHandler implements IQueryHandler<AccountExistsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId }: AccountExistsQuery): Promise<boolean> {
    if (!isUuid(accountId)) return false;
    const rows = await this.em.execute<{ found: number }[]>('select 1 as found from users where id = ?', [accountId]);
    return rows.length > 0;
  }
}
