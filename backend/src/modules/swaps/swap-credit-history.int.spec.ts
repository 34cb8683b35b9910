import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { approve, bearer, creditOffer, grantCredits, listReagent, member, requestSwap, type Member } from './testing/swaps.fixtures.js';

/** The credit history names the swap behind each of its lines, so a statement can link to it. */
describe('credit history lines of a swap', () => {
  let t: TestApp;
  let owner: Member;
  let requester: Member;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, requester] = await Promise.all([member(t), member(t)]);
    await grantCredits(t, requester.id, 100);
  });
  afterAll(() => t.close());

  const history = async (who: Member) =>
    (await t.http().get('/api/credits/history?pageSize=100').set(bearer(who.token)).expect(200)).body.items as Array<{
      type: string;
      source: string | null;
      correlationId: string | null;
    }>;

  it("report source 'swap' with the swap's id on reserve and transfer, for both parties; other lines none", async () => {
    const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, owner), 40));
    await approve(t, owner, swap.id).expect(200);
    await t.http().post(`/api/swaps/${swap.id}/complete`).set(bearer(requester.token)).expect(200);

    const mine = await history(requester);
    const ofSwap = mine.filter((line) => line.source === 'swap').map(({ type, correlationId }) => ({ type, correlationId }));
    expect(ofSwap).toEqual(
      expect.arrayContaining([
        { type: 'ledger.credits-reserved', correlationId: swap.id },
        { type: 'ledger.credits-transferred-out', correlationId: swap.id },
      ]),
    );
    expect(mine.find((line) => line.type === 'ledger.credits-granted')).toMatchObject({ source: null });
    expect(await history(owner)).toEqual([
      expect.objectContaining({ type: 'ledger.credits-transferred-in', source: 'swap', correlationId: swap.id }),
    ]);
  });

  it('a cancelled approved swap releases with the same source', async () => {
    const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, owner), 10));
    await approve(t, owner, swap.id).expect(200);
    await t.http().post(`/api/swaps/${swap.id}/cancel`).set(bearer(requester.token)).expect(200);
    expect(await history(requester)).toContainEqual(
      expect.objectContaining({ type: 'ledger.reservation-released', source: 'swap', correlationId: swap.id }),
    );
  });
});
