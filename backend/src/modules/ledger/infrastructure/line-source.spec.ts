import { lineSourceOf } from './line-source.js';

describe('the source of a ledger line', () => {
  const swapId = '0190f1c2-7a6b-7cc0-8d2e-1f2a3b4c5d6e';

  it("is the head of a '<source>:<correlationId>:<step>' key (the swaps module's keys)", () => {
    for (const step of ['reserve', 'release', 'transfer']) expect(lineSourceOf(`swap:${swapId}:${step}`, swapId)).toBe('swap');
  });

  it('is none when the key names another correlation, or the line has none', () => {
    expect(lineSourceOf(`swap:${swapId}:reserve`, 'something-else')).toBeNull();
    expect(lineSourceOf(`swap:${swapId}:reserve`, null)).toBeNull();
  });

  it('is none for keys of any other form (admin adjustments, the seed, random keys)', () => {
    expect(lineSourceOf(`admin-adjust:${swapId}:pencil-1`, null)).toBeNull();
    expect(lineSourceOf('seed-grant:alice@reagentswap.local', null)).toBeNull();
    expect(lineSourceOf(swapId, swapId)).toBeNull();
    expect(lineSourceOf(`swap:${swapId}`, swapId)).toBeNull();
    expect(lineSourceOf(`swap:${swapId}:reserve:again`, swapId)).toBeNull();
    expect(lineSourceOf(`Swap Request:${swapId}:reserve`, swapId)).toBeNull();
  });
});
