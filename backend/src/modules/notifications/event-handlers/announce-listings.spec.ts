import { importSummary, placeOf } from './announce-listings.js';

describe('announcement wording', () => {
  it('names a place by city and country, either, or not at all', () => {
    expect(placeOf('Ghent', 'Belgium')).toBe('Ghent, Belgium');
    expect(placeOf(null, 'Belgium')).toBe('Belgium');
    expect(placeOf(null, null)).toBe('');
  });

  it('summarises an import by up to three names and how many more', () => {
    expect(importSummary(['Acetone', 'Trypsin', 'Agar', 'Tris', 'EDTA'], 500)).toBe('Acetone, Trypsin, Agar and 497 more');
    expect(importSummary(['Acetone', 'Trypsin'], 2)).toBe('Acetone, Trypsin');
    expect(importSummary([], 4)).toBe('4 reagents');
  });
});
