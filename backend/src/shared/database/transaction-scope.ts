import { Injectable } from '@nestjs/common';
import { Command } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

/**
 * A command that may run inside its caller's transaction (another module's, e.g. a swap
 * transition's, or an event delivery's) and then commits or rolls back with it. The type says so,
 * so a reader of the caller sees which commands share its transaction; its handler runs through
 * TransactionScope.joinOrBegin (the ledger's store: current()), and its module has a contract test proving
 * that what it wrote is gone when the caller rolls back (see testing/rolls-back-with-caller.ts).
 */
export abstract class JoinsCallerTransaction<TResult = unknown> extends Command<TResult> {
  /** The marker, structural so that only such commands are accepted by TransactionScope.joinOrBegin. */
  readonly joinsCallerTransaction = true as const;
}

/**
 * The one place that knows how a transaction is shared between modules (ADR 0022). A caller opens
 * one with `begin`; MikroORM keeps it in the async context (its TransactionContext), so every
 * command the caller runs through the CommandBus meanwhile finds it with `current()`. Nothing else
 * in the code asks the ORM whether a transaction is open.
 */
@Injectable()
export class TransactionScope {
  constructor(private readonly em: EntityManager) {}

  /** The transaction this code runs in (a caller's), or undefined outside one. */
  current(): EntityManager | undefined {
    const context = this.em.getContext(false);
    return context.isInTransaction() ? context : undefined;
  }

  /** Opens a transaction that the commands run inside `work` join (the caller's side). */
  begin<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.transactional(work);
  }

  /**
   * A joining command's writes: in the caller's transaction as it is, without a savepoint (two
   * round trips saved), else in a transaction of their own. Without a savepoint a failure fails the
   * caller's whole transaction, so this is for commands that catch no database error inside it —
   * every caller of theirs lets the failure fail its own work anyway.
   */
  joinOrBegin<T>(_command: JoinsCallerTransaction, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    const caller = this.current();
    return caller ? work(caller) : this.em.transactional(work);
  }

  /**
   * As joinOrBegin, for work that is ONE statement (atomic by itself): outside a caller's
   * transaction it runs in autocommit, without the `begin`/`commit` round trips of a transaction.
   */
  joinOrAutocommit<T>(_command: JoinsCallerTransaction, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return work(this.current() ?? this.em);
  }
}
