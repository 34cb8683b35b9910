import { shippingGuidance } from '@reagentswap/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { approve, bearer, creditOffer, grantCredits, listReagent, member, requestSwap, type Member } from './testing/swaps.fixtures.js';

// Issue 18 item 5: an approved swap's page shows shipping guidance computed in the browser from the
// swap's reagent (contracts' shippingGuidance), so the swap views carry its storage conditions,
// category and GHS pictograms — to both parties, and only to them.

describe('what a swap tells about shipping its reagent', () => {
  let t: TestApp;
  let owner: Member;
  let requester: Member;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, requester] = await Promise.all([member(t), member(t)]);
    await grantCredits(t, requester.id, 200);
  }, 60_000);
  afterAll(() => t.close());

  it("carries the reagent's storage conditions, category and GHS pictograms to both parties (and to nobody else)", async () => {
    const reagentId = await listReagent(t, owner, {
      category: 'biological-samples',
      storageConditions: '−80 °C',
      ghsPictograms: ['GHS06'],
    });
    const swap = await requestSwap(t, requester, creditOffer(reagentId));
    await approve(t, owner, swap.id).expect(200);

    const expected = {
      id: reagentId,
      storageConditions: '−80 °C',
      category: { id: 'biological-samples', name: 'Biological Samples' },
      ghsPictograms: ['GHS06'],
    };
    for (const party of [owner, requester]) {
      const detail = await t.http().get(`/api/swaps/${swap.id}`).set(bearer(party.token)).expect(200);
      expect(detail.body).toMatchObject({ status: 'approved', reagent: expected });
      expect(shippingGuidance({ ...detail.body.reagent, categoryId: detail.body.reagent.category.id }).map((a) => a.id)).toEqual([
        'dry-ice',
        'biological-category-b',
        'dangerous-goods',
      ]);
    }
    const stranger = await member(t);
    await t.http().get(`/api/swaps/${swap.id}`).set(bearer(stranger.token)).expect(404);
  });

  it('answers an empty pictogram list for a reagent without hazards', async () => {
    const reagentId = await listReagent(t, owner, { storageConditions: '2-8 °C' });
    const swap = await requestSwap(t, requester, creditOffer(reagentId));
    expect(swap.reagent).toMatchObject({ storageConditions: '2-8 °C', category: { id: 'chemicals' }, ghsPictograms: [] });
  });
});
