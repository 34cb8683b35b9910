import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { AccountExistsQuery } from '../../../shared/kernel/account-exists.query.js';
import { sql } from './sql.js';

export const UNKNOWN_ACCOUNT_MESSAGE = 'This account does not exist';

/**
 * Grants and adjustments name an account by id, and crediting a stream that does not exist opens
 * it: a mistyped id would open an orphan account no one can use. They therefore credit only an
 * account the ledger has open already (a member's, opened on registration, or a stream a system
 * process opened on purpose with OpenAccountCommand) or a member account identity knows (asked
 * through the QueryBus: the ledger may not import identity). Anything else is a 404, checked
 * before the command writes anything.
 */
@Injectable()
export class KnownAccounts {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async assertKnown(accountId: string): Promise<void> {
    if (await this.isOpen(accountId)) return;
    if (await this.queries.execute(new AccountExistsQuery(accountId))) return;
    throw new NotFoundError(UNKNOWN_ACCOUNT_MESSAGE, 'ACCOUNT_NOT_FOUND');
  }

  private async isOpen(accountId: string): Promise<boolean> {
    // Answered from the index behind unique (account_id, sequence).
    const rows = await sql(this.em, 'select 1 from ledger_events where account_id = ? limit 1', [accountId]);
    return rows.length > 0;
  }
}
