import { swapIdOfLine } from './credits.types.js';

describe('the swap of a credit history line', () => {
  it("is the correlation id of a line whose source is 'swap'", () => {
    expect(swapIdOfLine({ source: 'swap', correlationId: 'a1' })).toBe('a1');
  });

  it('is none for lines another process caused, or none did', () => {
    expect(swapIdOfLine({ source: 'refund', correlationId: 'a1' })).toBeNull();
    expect(swapIdOfLine({ source: null, correlationId: 'a1' })).toBeNull();
    expect(swapIdOfLine({ source: 'swap', correlationId: null })).toBeNull();
  });
});
