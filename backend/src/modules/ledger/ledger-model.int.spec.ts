import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { AdjustBalanceCommand } from './commands/adjust-balance/adjust-balance.command.js';
import { GrantCreditsCommand } from './commands/grant-credits/grant-credits.command.js';
import type { LedgerReceipt } from './commands/ledger-command.js';
import { ReleaseReservationCommand } from './commands/release-reservation/release-reservation.command.js';
import { ReserveCreditsCommand } from './commands/reserve-credits/reserve-credits.command.js';
import { TransferCreditsCommand } from './commands/transfer-credits/transfer-credits.command.js';
import { ledgerDriver, newKey, outcome } from './testing/ledger-fixtures.js';

/**
 * Property: random sequences of grant / adjust / reserve / release / transfer (some run
 * concurrently, some replayed with their idempotency key) against the real ledger on a real
 * PostgreSQL agree with a plain in-memory model, and afterwards credits are conserved, no
 * available balance is negative, the projection equals the replay and every hash chain is intact.
 */

const ACCOUNTS = 4;
const RESERVATIONS = ['r0', 'r1', 'r2'];

type Op =
  | { kind: 'grant'; account: number; cents: number }
  | { kind: 'adjust'; account: number; target: number }
  | { kind: 'reserve'; account: number; cents: number; reservation: string }
  | { kind: 'release'; account: number; reservation: string }
  | { kind: 'transfer'; from: number; to: number; cents: number; fromReservation?: string };

type Step = { kind: 'one'; op: Op } | { kind: 'concurrent'; ops: Op[] } | { kind: 'replay-last' };

const account = fc.integer({ min: 0, max: ACCOUNTS - 1 });
const cents = fc.integer({ min: 1, max: 4_000 });
const reservation = fc.constantFrom(...RESERVATIONS);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), account, cents }),
  fc.record({ kind: fc.constant('adjust' as const), account, target: fc.integer({ min: 0, max: 12_000 }) }),
  fc.record({ kind: fc.constant('reserve' as const), account, cents, reservation }),
  fc.record({ kind: fc.constant('release' as const), account, reservation }),
  fc
    .record({
      kind: fc.constant('transfer' as const),
      from: account,
      to: account,
      cents,
      fromReservation: fc.option(reservation, { nil: undefined }),
    })
    .filter((t) => t.from !== t.to),
);
/**
 * Operations run concurrently must commute (the commit order is up to the database, the model
 * applies them in array order): grants, transfers and reservations under ids of their own.
 * Adjust (set to a target) and release stay in the sequential steps.
 */
const commuting: fc.Arbitrary<Op[]> = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('grant' as const), account, cents }),
    fc.record({ kind: fc.constant('transfer' as const), from: account, to: account, cents }).filter((t) => t.from !== t.to),
    fc.record({ kind: fc.constant('reserve' as const), account, cents, reservation: fc.uuid().map((u) => `c-${u}`) }),
  ),
  { minLength: 2, maxLength: 6 },
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: op.map((o) => ({ kind: 'one' as const, op: o })) },
  { weight: 2, arbitrary: commuting.map((ops) => ({ kind: 'concurrent' as const, ops })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'replay-last' as const }) },
);

interface ModelAccount {
  balance: number;
  reservations: Map<string, number>;
}
const reserved = (a: ModelAccount) => [...a.reservations.values()].reduce((s, v) => s + v, 0);
const available = (a: ModelAccount) => a.balance - reserved(a);

class Model {
  readonly accounts = Array.from({ length: ACCOUNTS }, (): ModelAccount => ({ balance: 0, reservations: new Map() }));
  issued = 0; // grants + adjustment deltas: what the ledger may hold in total

  /** Would the ledger accept `op` now? (the model's own, independent statement of the rules) */
  allows(op: Op): boolean {
    switch (op.kind) {
      case 'grant':
        return true;
      case 'adjust':
        return op.target >= reserved(this.accounts[op.account]);
      case 'reserve':
        return !this.accounts[op.account].reservations.has(op.reservation) && available(this.accounts[op.account]) >= op.cents;
      case 'release':
        return this.accounts[op.account].reservations.has(op.reservation);
      case 'transfer': {
        const from = this.accounts[op.from];
        if (op.fromReservation !== undefined && !from.reservations.has(op.fromReservation)) return false;
        const freed = op.fromReservation !== undefined ? from.reservations.get(op.fromReservation)! : 0;
        return available(from) + freed >= op.cents;
      }
    }
  }

  apply(op: Op): void {
    switch (op.kind) {
      case 'grant':
        this.accounts[op.account].balance += op.cents;
        this.issued += op.cents;
        return;
      case 'adjust':
        this.issued += op.target - this.accounts[op.account].balance;
        this.accounts[op.account].balance = op.target;
        return;
      case 'reserve':
        this.accounts[op.account].reservations.set(op.reservation, op.cents);
        return;
      case 'release':
        this.accounts[op.account].reservations.delete(op.reservation);
        return;
      case 'transfer':
        if (op.fromReservation !== undefined) this.accounts[op.from].reservations.delete(op.fromReservation);
        this.accounts[op.from].balance -= op.cents;
        this.accounts[op.to].balance += op.cents;
    }
  }
}

describe('Ledger against an in-memory model (fast-check, real PostgreSQL)', () => {
  let t: TestApp;
  let ledger: ReturnType<typeof ledgerDriver>;

  beforeAll(async () => {
    t = await createTestApp();
    ledger = ledgerDriver(t.app);
  });
  afterAll(() => t.close());

  it('agrees with the model; conserves credits; never negative; projection = replay; chains intact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        // Streams of their own, opened on purpose: grants and adjustments open no unknown account.
        const ids = await Promise.all(Array.from({ length: ACCOUNTS }, () => ledger.openAccount()));
        const model = new Model();
        const run = (o: Op, idempotencyKey: string): Promise<LedgerReceipt> => {
          switch (o.kind) {
            case 'grant':
              return ledger.commands.execute(new GrantCreditsCommand({ accountId: ids[o.account], amountCents: o.cents, idempotencyKey }));
            case 'adjust':
              return ledger.commands.execute(
                new AdjustBalanceCommand({ accountId: ids[o.account], newBalanceCents: o.target, reason: 'model', idempotencyKey }),
              );
            case 'reserve':
              return ledger.commands.execute(
                new ReserveCreditsCommand({
                  accountId: ids[o.account],
                  amountCents: o.cents,
                  reservationId: o.reservation,
                  idempotencyKey,
                }),
              );
            case 'release':
              return ledger.commands.execute(
                new ReleaseReservationCommand({ accountId: ids[o.account], reservationId: o.reservation, idempotencyKey }),
              );
            case 'transfer':
              return ledger.commands.execute(
                new TransferCreditsCommand({
                  fromAccountId: ids[o.from],
                  toAccountId: ids[o.to],
                  amountCents: o.cents,
                  fromReservationId: o.fromReservation,
                  idempotencyKey,
                }),
              );
          }
        };
        let last: { op: Op; key: string; receipt: LedgerReceipt } | undefined;

        for (const s of steps) {
          if (s.kind === 'one') {
            const key = newKey('model');
            const expected = model.allows(s.op);
            const result = await outcome(run(s.op, key));
            expect({ op: s.op, accepted: result.ok }).toEqual({ op: s.op, accepted: expected });
            if (result.ok) {
              model.apply(s.op);
              last = { op: s.op, key, receipt: result.value };
            }
          } else if (s.kind === 'concurrent') {
            const results = await Promise.all(s.ops.map((o) => outcome(run(o, newKey('model')))));
            // Which ones win depends on timing; the successful ones' effects must add up exactly.
            results.forEach((r, i) => {
              if (r.ok) model.apply(s.ops[i]);
              else expect(r.error.code).toBe('INSUFFICIENT_CREDITS');
            });
          } else if (last) {
            const again = await run(last.op, last.key);
            expect(again.replayed).toBe(true);
            expect(again.events).toEqual(last.receipt.events);
          }
        }

        const balances = await Promise.all(ids.map((id) => ledger.balance(id)));
        balances.forEach((b, i) => {
          expect(b.balanceCents).toBe(model.accounts[i].balance);
          expect(b.reservedCents).toBe(reserved(model.accounts[i]));
          expect(b.availableCents).toBeGreaterThanOrEqual(0);
        });
        expect(balances.reduce((sum, b) => sum + b.balanceCents, 0)).toBe(model.issued);
        const audit = await ledger.audit(ids);
        expect(audit.problems).toEqual([]);
        expect(audit.ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
