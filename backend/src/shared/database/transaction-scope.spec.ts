import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JoinsCallerTransaction, TransactionScope } from './transaction-scope.js';

class JoiningCommand extends JoinsCallerTransaction<void> {}

/** An EntityManager as the scope sees it: inside a caller's transaction or not, and what it opened. */
function fakeEm(inCallerTransaction: boolean) {
  const opened: string[] = [];
  const caller = { name: 'caller', transactional: (work: (tx: unknown) => unknown) => (opened.push('savepoint'), work('savepoint')) };
  const em = {
    name: 'root',
    getContext: () => (inCallerTransaction ? { ...caller, isInTransaction: () => true } : { isInTransaction: () => false }),
    transactional: (work: (tx: unknown) => unknown) => (opened.push('transaction'), work('own')),
  };
  return { scope: new TransactionScope(em as unknown as EntityManager), opened };
}

describe('TransactionScope', () => {
  const seen = (em: unknown) => Promise.resolve((em as { name?: string }).name ?? em);

  it('joins a caller’s transaction as it is, without a savepoint', async () => {
    const { scope, opened } = fakeEm(true);
    expect(await scope.joinOrBegin(new JoiningCommand(), seen)).toBe('caller');
    expect(await scope.joinOrAutocommit(new JoiningCommand(), seen)).toBe('caller');
    expect(opened).toEqual([]);
  });

  it('begins a transaction of its own outside one (joinOrBegin), or runs the one statement alone (joinOrAutocommit)', async () => {
    const { scope, opened } = fakeEm(false);
    expect(await scope.joinOrBegin(new JoiningCommand(), seen)).toBe('own');
    expect(await scope.joinOrAutocommit(new JoiningCommand(), seen)).toBe('root');
    expect(opened).toEqual(['transaction']);
  });
});

const SRC = join(import.meta.dirname, '../..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));

describe('the shared transaction is explicit (ADR 0022)', () => {
  const files = sourceFiles(SRC).map((file) => ({ path: relative(SRC, file), text: readFileSync(file, 'utf8') }));

  it('only shared/database asks the ORM about its transaction context', () => {
    const ormInternals = /\bisInTransaction\(|keepTransactionContext|disableTransactions|\bTransactionContext\b/;
    const offenders = files
      .filter(({ path, text }) => !path.startsWith('shared/database/') && ormInternals.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('every command that joins its caller’s transaction has a contract test that rolls it back with the caller', () => {
    const joining = files.flatMap(({ path, text }) =>
      [...text.matchAll(/export class (\w+) extends JoinsCallerTransaction\b/g)].map((match) => ({ path, name: match[1] })),
    );
    expect(joining.map(({ name }) => name)).toEqual(expect.arrayContaining(['EngageReagentCommand', 'TransferCreditsCommand']));
    const contractTests = files.filter(({ path, text }) => path.endsWith('.int.spec.ts') && text.includes('expectRollsBackWithCaller'));
    const untested = joining
      .filter(({ name }) => !contractTests.some(({ text }) => new RegExp(`new ${name}\\(`).test(text)))
      .map(({ name }) => name);
    expect(untested).toEqual([]);
  });
});
