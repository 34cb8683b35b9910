import { Query } from '@nestjs/cqrs';

/**
 * "Is there a member account with this id?" Asked where an admin names an account by id in a
 * module that may not import identity (the ledger's balance edit); answered by identity, which
 * owns the accounts. An id that is not a UUID is simply not an account.
 */
export class AccountExistsQuery extends Query<boolean> {
  constructor(readonly accountId: string) {
    super();
  }
}
