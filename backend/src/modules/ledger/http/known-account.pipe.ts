import { Injectable, type PipeTransform } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { AccountExistsQuery } from '../../../shared/kernel/account-exists.query.js';

export const UNKNOWN_ACCOUNT_MESSAGE = 'This account does not exist';

/**
 * For admin routes that change an account's credits: the id must name a member account, else 404
 * before anything is written. The ledger itself opens a stream for any id it is given (a first
 * credit opens the account), so without this an adjustment for a mistyped id would open an orphan
 * ledger account that no one can ever use.
 */
@Injectable()
export class KnownAccountPipe implements PipeTransform<string, Promise<string>> {
  constructor(private readonly queries: QueryBus) {}

  async transform(accountId: string): Promise<string> {
    if (!(await this.queries.execute(new AccountExistsQuery(accountId))))
      throw new NotFoundError(UNKNOWN_ACCOUNT_MESSAGE, 'ACCOUNT_NOT_FOUND');
    return accountId;
  }
}
