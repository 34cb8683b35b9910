import { CommandBus } from '@nestjs/cqrs';
import type { LedgerCheckpointFile } from '@reagentswap/contracts';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import { GrantCreditsCommand } from '../commands/grant-credits/grant-credits.command.js';
import { meta } from '../testing/ledger-fixtures.js';

/** Admins make, list, download and verify signed ledger checkpoints; nobody else may. */
describe('Ledger checkpoints HTTP API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAccount>>;
  let member: Awaited<ReturnType<typeof signedInAccount>>;
  const auth = (who: { token: string }) => ({ Authorization: `Bearer ${who.token}` });
  const base = '/api/admin/credits/checkpoints';

  beforeAll(async () => {
    t = await createTestApp();
    [admin, member] = await Promise.all([signedInAccount(t, { isAdmin: true }), signedInAccount(t)]);
    await t.app.get(CommandBus).execute(new GrantCreditsCommand({ accountId: member.id, amountCents: 1_000, ...meta() }));
  });
  afterAll(() => t.close());

  it('are for admins only', async () => {
    await t.http().post(base).set(auth(member)).expect(403);
    await t.http().get(`${base}/latest`).set(auth(member)).expect(403);
    await t.http().get(base).expect(401);
  });

  it('makes one on demand, lists it first and offers it as a signed JSON file', async () => {
    const created = await t.http().post(base).set(auth(admin)).expect(201);
    expect(created.body).toMatchObject({ trigger: 'admin', createdBy: admin.id, signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(created.body.sequence).toBeGreaterThan(0);

    const list = await t.http().get(base).set(auth(admin)).expect(200);
    expect(list.body[0]).toEqual(created.body);

    const latest = await t.http().get(`${base}/latest`).set(auth(admin)).buffer(true).expect(200);
    expect(latest.headers['content-type']).toMatch(/^application\/json/);
    expect(latest.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="ledger-checkpoint-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ-${created.body.sequence}\\.json"$`),
    );
    const file = JSON.parse(latest.text) as LedgerCheckpointFile;
    expect(file).toMatchObject({
      format: 'reagentswap-ledger-checkpoint/1',
      id: created.body.id,
      signature: created.body.signature,
      headHash: created.body.headHash,
      sequence: created.body.sequence,
    });
    expect(file.heads).toHaveLength(created.body.accountCount);

    const byId = await t.http().get(`${base}/${created.body.id}`).set(auth(admin)).buffer(true).expect(200);
    expect(JSON.parse(byId.text)).toEqual(file);
  });

  it('verifies a kept file against the ledger, and says when it does not verify', async () => {
    const file = JSON.parse((await t.http().get(`${base}/latest`).set(auth(admin)).buffer(true).expect(200)).text) as LedgerCheckpointFile;
    const ok = await t.http().post(`${base}/verify`).set(auth(admin)).send(file).expect(200);
    expect(ok.body).toMatchObject({ checkpointId: file.id, status: 'verified' });

    const edited = { ...file, createdAt: new Date(Date.parse(file.createdAt) + 1).toISOString() };
    const forged = await t.http().post(`${base}/verify`).set(auth(admin)).send(edited).expect(200);
    expect(forged.body).toMatchObject({ checkpointId: file.id, status: 'invalid' });
    expect(forged.body.message).toContain('does not verify with the checkpoint key');
  });

  it('refuses what is not a checkpoint file (400)', async () => {
    const file = JSON.parse((await t.http().get(`${base}/latest`).set(auth(admin)).buffer(true).expect(200)).text) as LedgerCheckpointFile;
    await t
      .http()
      .post(`${base}/verify`)
      .set(auth(admin))
      .send({ ...file, format: 'something-else' })
      .expect(400);
    await t
      .http()
      .post(`${base}/verify`)
      .set(auth(admin))
      .send({ ...file, heads: [['not-a-uuid', 1, 'ab']] })
      .expect(400);
  });

  it("the audit reports the last checkpoint's verdict", async () => {
    const latest = (await t.http().get(base).set(auth(admin)).expect(200)).body[0];
    const audit = await t.http().get('/api/admin/credits/audit').set(auth(admin)).expect(200);
    expect(audit.body.checkpoint).toMatchObject({ checkpointId: latest.id, status: 'verified', sequence: latest.sequence });
  });

  it('a checkpoint that does not exist is a 404', async () => {
    const res = await t.http().get(`${base}/0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b`).set(auth(admin)).expect(404);
    expect(res.body).toMatchObject({ status: 404, detail: 'Ledger checkpoint not found' });
  });
});
