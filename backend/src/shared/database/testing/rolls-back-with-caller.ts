import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { JoinsCallerTransaction } from '../transaction-scope.js';

const CALLER_FAILED = 'a later step of the caller failed';

/**
 * The contract of a JoinsCallerTransaction command (ADR 0022): run inside a caller's transaction
 * that fails afterwards, nothing it wrote remains. `written` reads what the command writes (rows
 * it inserts, a column it changes…) through the given EntityManager; it must differ inside the
 * caller's transaction from what it reads once the caller has rolled back — so the test also
 * proves the command did write there, in that transaction and not on a connection of its own.
 */
export async function expectRollsBackWithCaller(
  app: INestApplicationContext,
  command: JoinsCallerTransaction,
  written: (em: EntityManager) => Promise<unknown>,
): Promise<{ inside: unknown; after: unknown }> {
  const orm = app.get(MikroORM);
  const before = await written(orm.em.fork());
  let inside: unknown;
  await expect(
    orm.em.fork().transactional(async (tx) => {
      await app.get(CommandBus).execute(command);
      inside = await written(tx);
      throw new Error(CALLER_FAILED);
    }),
  ).rejects.toThrow(CALLER_FAILED);
  const after = await written(orm.em.fork());
  expect(inside).not.toEqual(before);
  expect(after).toEqual(before);
  return { inside, after };
}
