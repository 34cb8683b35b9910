import { randomBytes, randomUUID } from 'node:crypto';
import { CreateLedgerCheckpointCommand } from './commands/create-checkpoint/create-checkpoint.command.js';
import { ReserveCreditsCommand } from './commands/reserve-credits/reserve-credits.command.js';
import { headHashOf, packHeads, sequenceOf, signCheckpoint, toCheckpointFile } from './domain/checkpoint.js';
import { CheckpointStore, type StoredCheckpoint } from './infrastructure/checkpoint-store.js';
import { VerifyLedgerCheckpointQuery } from './queries/verify-checkpoint/verify-checkpoint.query.js';
import { isolatedLedger } from './testing/isolated-database.js';
import { ledgerDriver, meta, outcome } from './testing/ledger-fixtures.js';

/**
 * Signed checkpoints catch what the hash chain cannot: a superuser who rewrites an event, every
 * later hash of its stream and the stored head together leaves a chain that checks out. Each
 * describe tampers in a database of its own (no other test may see a tampered ledger).
 */
async function tamperingLedger(label: string) {
  const db = await isolatedLedger(label);
  const ledger = ledgerDriver(db.app);
  const execute = (sql: string, params: unknown[] = []) => ledger.orm.em.getConnection().execute(sql, params);
  const asSuperuser = async (work: () => Promise<unknown>) => {
    await execute('alter table ledger_events disable trigger ledger_events_append_only');
    try {
      await work();
    } finally {
      await execute('alter table ledger_events enable trigger ledger_events_append_only');
    }
  };
  /**
   * What the probe did: the grant (event 2) becomes 5,000 credits, every later event of the stream
   * is restated on top of it with its hash recomputed in turn (the SQL twin of the Node hash), and
   * the projection's balance and stored head are made to agree.
   */
  const rewriteGrant = (accountId: string, forgedCents: number) =>
    asSuperuser(async () => {
      const [{ amount_cents: real }] = await execute(`select amount_cents from ledger_events where account_id = ? and sequence = 2`, [
        accountId,
      ]);
      const delta = forgedCents - Number(real);
      await execute(`update ledger_events set amount_cents = ? where account_id = ? and sequence = 2`, [forgedCents, accountId]);
      await execute(`update ledger_events set balance_after_cents = balance_after_cents + ? where account_id = ? and sequence >= 2`, [
        delta,
        accountId,
      ]);
      const [{ last }] = await execute(`select max(sequence) as last from ledger_events where account_id = ?`, [accountId]);
      for (let sequence = 2; sequence <= Number(last); sequence += 1) {
        await execute(
          `update ledger_events e set
             prev_hash = p.hash,
             hash = ledger_event_hash(p.hash, e.id, e.account_id, e.sequence, e.type, e.amount_cents, e.balance_after_cents,
                      e.reserved_after_cents, e.reservation_id, e.transfer_id, e.counterparty_id, e.idempotency_key, e.key_index,
                      e.causation_id, e.correlation_id, e.actor_id, e.reason, e.created_at)
             from ledger_events p
            where e.account_id = ? and e.sequence = ? and p.account_id = e.account_id and p.sequence = e.sequence - 1`,
          [accountId, sequence],
        );
      }
      await execute(
        `update credit_balances b set balance_cents = b.balance_cents + ?, last_hash = e.hash
           from ledger_events e where b.account_id = ? and e.account_id = b.account_id and e.sequence = b.last_sequence`,
        [delta, accountId],
      );
    });
  const checkpoint = async () => (await ledger.commands.execute(new CreateLedgerCheckpointCommand('admin', randomUUID())))!;
  return { db, ledger, execute, rewriteGrant, checkpoint, store: db.app.get(CheckpointStore) };
}

/** An account with an opening, a 10-credit grant and a 1-credit reservation (3 events). */
const busyAccount = async (ledger: ReturnType<typeof ledgerDriver>) => {
  const accountId = await ledger.fundedAccount(1_000);
  await ledger.commands.execute(new ReserveCreditsCommand({ accountId, amountCents: 100, reservationId: 'r', ...meta() }));
  return accountId;
};

describe('Ledger checkpoints: a rewritten chain and head (isolated database)', () => {
  let t: Awaited<ReturnType<typeof tamperingLedger>>;
  let victim: string;
  let signed: StoredCheckpoint;

  beforeAll(async () => {
    t = await tamperingLedger('checkpoint');
  }, 60_000);
  afterAll(() => t?.db.close());

  it('signs every stream head: the untouched ledger audits clean against it', async () => {
    victim = await busyAccount(t.ledger);
    const bystander = await busyAccount(t.ledger);
    signed = await t.checkpoint();
    expect(signed).toMatchObject({ sequence: 6, accountCount: 2, trigger: 'admin' });
    expect(signed.heads.map((h) => [h.accountId, h.sequence])).toEqual(
      expect.arrayContaining([
        [victim, 3],
        [bystander, 3],
      ]),
    );

    // Later appends do not disturb what the checkpoint covers.
    await t.ledger.commands.execute(new ReserveCreditsCommand({ accountId: victim, amountCents: 100, reservationId: 'r2', ...meta() }));
    const report = await t.ledger.audit();
    expect(report).toMatchObject({ ok: true, problems: [] });
    expect(report.checkpoint).toMatchObject({ checkpointId: signed.id, sequence: 6, status: 'verified' });
  });

  it('catches a rewrite of an event, every later hash and the stored head, naming the checkpoint', async () => {
    await t.rewriteGrant(victim, 500_000);
    // The chain and the projection agree with the forgery: the stream alone looks sound.
    expect(await t.ledger.audit([victim])).toMatchObject({ ok: true, problems: [] });
    expect(await t.ledger.balance(victim)).toMatchObject({ balanceCents: 500_000 });

    const report = await t.ledger.audit();
    expect(report.ok).toBe(false);
    expect(report.checkpoint).toMatchObject({ checkpointId: signed.id, status: 'mismatch' });
    expect(report.checkpoint!.message).toContain(`Checkpoint ${signed.id}`);
    expect(report.problems).toEqual([
      {
        accountId: victim,
        sequence: 3,
        kind: 'checkpoint-mismatch',
        message: expect.stringMatching(new RegExp(`^Checkpoint ${signed.id} .* the stream was rewritten up to here$`)),
      },
    ]);
    expect(report.eventProblemCount).toBe(1);
  });

  it('a checkpoint file kept outside the database says the same', async () => {
    const verdict = await t.ledger.queries.execute(new VerifyLedgerCheckpointQuery(toCheckpointFile(signed)));
    expect(verdict).toMatchObject({ checkpointId: signed.id, status: 'mismatch' });
  });

  it('refuses to sign a new checkpoint over the rewrite, so the next run cannot bury it', async () => {
    const refused = await outcome(t.ledger.commands.execute(new CreateLedgerCheckpointCommand('scheduled')));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toMatchObject({ status: 409, code: 'LEDGER_CHECKPOINT_REFUSED' });
    expect(refused.error.message).toContain(`No checkpoint was made: Checkpoint ${signed.id}`);
    expect(await t.store.recent(10)).toHaveLength(1);
  });
});

describe('Ledger checkpoints: forged checkpoints (isolated database)', () => {
  let t: Awaited<ReturnType<typeof tamperingLedger>>;

  beforeAll(async () => {
    t = await tamperingLedger('forged_checkpoint');
  }, 60_000);
  afterAll(() => t?.db.close());

  const insertRow = (c: StoredCheckpoint) =>
    t.execute(
      `insert into ledger_checkpoints (id, created_at, sequence, account_count, head_hash, heads, key_fingerprint, signature, trigger)
       values (?, ?, ?, ?, ?, ?, ?, ?, 'scheduled')`,
      [c.id, c.createdAt, c.sequence, c.accountCount, c.headHash, packHeads(c.heads), c.keyFingerprint, c.signature],
    );

  it('a scheduled run makes none when nothing was appended, or when one was made within half an interval', async () => {
    const account = await busyAccount(t.ledger);
    const scheduled = (skipIfNewerThanMs: number) =>
      t.ledger.commands.execute(new CreateLedgerCheckpointCommand('scheduled', null, skipIfNewerThanMs));
    expect(await scheduled(0)).toMatchObject({ trigger: 'scheduled', createdBy: null, sequence: 3 });
    expect(await scheduled(0)).toBeUndefined();
    await t.ledger.commands.execute(new ReserveCreditsCommand({ accountId: account, amountCents: 100, reservationId: 'r2', ...meta() }));
    expect(await scheduled(3_600_000)).toBeUndefined();
    expect(await scheduled(0)).toMatchObject({ sequence: 4 });
    expect(await t.store.recent(10)).toHaveLength(2);
  });

  it('a row signed with another key fails the audit, naming the checkpoint', async () => {
    const victim = await busyAccount(t.ledger);
    const genuine = await t.checkpoint();
    await t.rewriteGrant(victim, 500_000);
    // The superuser covers the rewrite with a checkpoint of their own: right heads, but no key.
    const heads = await t.store.currentHeads(t.ledger.orm.em.fork());
    const fields = {
      id: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      createdAt: new Date(genuine.createdAt.getTime() + 60_000),
      sequence: sequenceOf(heads),
      accountCount: heads.length,
      headHash: headHashOf(heads),
    };
    await insertRow({
      ...fields,
      heads,
      keyFingerprint: genuine.keyFingerprint,
      signature: signCheckpoint(randomBytes(32), fields),
      trigger: 'scheduled',
      createdBy: null,
    });

    const report = await t.ledger.audit();
    expect(report.ok).toBe(false);
    expect(report.checkpoint).toMatchObject({ checkpointId: fields.id, status: 'invalid' });
    expect(report.problems).toEqual([
      {
        kind: 'checkpoint-invalid',
        message: expect.stringMatching(new RegExp(`^Checkpoint ${fields.id} .* does not verify with the checkpoint key`)),
      },
    ]);
    // The file an admin kept of the genuine one still tells what happened.
    const kept = await t.ledger.queries.execute(new VerifyLedgerCheckpointQuery(toCheckpointFile(genuine)));
    expect(kept).toMatchObject({ checkpointId: genuine.id, status: 'mismatch' });
  });

  it('a genuine signature over changed fields fails too (a kept file edited to match)', async () => {
    const genuine = (await t.store.recent(10)).find((c) => c.trigger === 'admin')!;
    const file = toCheckpointFile((await t.store.byId(genuine.id))!);
    const verdict = await t.ledger.queries.execute(new VerifyLedgerCheckpointQuery({ ...file, sequence: file.sequence + 1 }));
    expect(verdict).toMatchObject({ checkpointId: genuine.id, status: 'invalid' });
  });

  it('the append-only trigger refuses changing or deleting a checkpoint', async () => {
    await expect(t.execute(`update ledger_checkpoints set sequence = 0`)).rejects.toThrow(/ledger_checkpoints is append-only/);
    await expect(t.execute(`delete from ledger_checkpoints`)).rejects.toThrow(/ledger_checkpoints is append-only/);
  });
});
