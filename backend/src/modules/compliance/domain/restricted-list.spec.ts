import { asCasNumber } from '@reagentswap/contracts';
import { loadRestrictedListDocument } from '../infrastructure/restricted-list.source.js';
import { RestrictedList, type RestrictedListDocument } from './restricted-list.js';
import { substanceKey } from './substance-key.js';

const doc = (entries: RestrictedListDocument['entries']): RestrictedListDocument => ({
  edition: 'test',
  sources: [{ id: 'cwc', title: 'CWC', url: 'https://example.org' }],
  entries,
});

const list = new RestrictedList(
  doc([
    { casNumber: '107-44-8', name: 'Sarin', synonyms: ['O-isopropyl methylphosphonofluoridate'], list: 'CWC Schedule 1', source: 'cwc' },
    {
      casNumber: '505-60-2',
      name: 'Sulfur mustard',
      synonyms: ['Mustard gas', 'Bis(2-chloroethyl) sulfide'],
      list: 'CWC Schedule 1',
      source: 'cwc',
    },
    { casNumber: '7782-50-5', name: 'Chlorine', synonyms: [], list: 'Test list', source: 'cwc' },
    { casNumber: '506-77-4', name: 'Cyanogen chloride', synonyms: [], list: 'CWC Schedule 3', source: 'cwc' },
    {
      casNumber: '4468-48-8',
      name: 'Alpha-phenylacetoacetonitrile',
      synonyms: ['APAAN'],
      list: 'EU drug precursors Category 1',
      source: 'cwc',
    },
  ]),
);
const screen = (name: string, casNumber: string | null = null) => list.screen({ name, casNumber });

describe('restricted-substance matching', () => {
  it('matches an exact name, whatever the case', () => {
    expect(screen('Sarin')).toMatchObject({ restricted: true, list: 'CWC Schedule 1', name: 'Sarin', matchedBy: 'name' });
    expect(screen('SARIN')).toMatchObject({ restricted: true });
    expect(screen('  sarin ')).toMatchObject({ restricted: true });
  });

  it('matches a listed synonym, with spaces and punctuation collapsed', () => {
    expect(screen('mustard gas')).toMatchObject({ restricted: true, name: 'Sulfur mustard' });
    expect(screen('bis(2-chloroethyl)sulfide')).toMatchObject({ restricted: true, name: 'Sulfur mustard' });
    expect(screen('O-Isopropyl  methylphosphonofluoridate')).toMatchObject({ restricted: true, name: 'Sarin' });
  });

  it('ignores accents and spells Greek letters out', () => {
    expect(screen('Sárin')).toMatchObject({ restricted: true });
    expect(screen('Cyanogen chlöride')).toMatchObject({ restricted: true, list: 'CWC Schedule 3' });
    expect(screen('α-Phenylacetoacetonitrile')).toMatchObject({ restricted: true });
    expect(substanceKey('Ḿustard  GAS!')).toBe('mustard gas');
  });

  it('never matches a substring', () => {
    expect(screen('Sodium chloride')).toEqual({ restricted: false });
    expect(screen('Chlorine dioxide')).toEqual({ restricted: false });
    expect(screen('Sarin antidote kit')).toEqual({ restricted: false });
    expect(screen('Mustard seed oil')).toEqual({ restricted: false });
    expect(screen('Cyanogen')).toEqual({ restricted: false });
  });

  it('matches by CAS number, normalised, whatever the name', () => {
    expect(screen('Compound X', '107-44-8')).toMatchObject({ restricted: true, name: 'Sarin', matchedBy: 'casNumber' });
    expect(screen('Compound X', '107448')).toMatchObject({ restricted: true, name: 'Sarin' });
    expect(screen('Sodium chloride', '7647-14-5')).toEqual({ restricted: false });
  });

  it('refuses to load a list with a wrong check digit or an unknown source', () => {
    expect(() => new RestrictedList(doc([{ casNumber: '107-44-9', name: 'X', synonyms: [], list: 'L', source: 'cwc' }]))).toThrow(
      /107-44-9/,
    );
    expect(() => new RestrictedList(doc([{ casNumber: null, name: 'X', synonyms: [], list: 'L', source: 'nope' }]))).toThrow(
      /unknown source/,
    );
  });
});

describe('the shipped list (data/restricted-substances.json)', () => {
  it('has an edition, sources, and only check-digit-valid CAS numbers in canonical form', async () => {
    const shipped = await loadRestrictedListDocument();
    expect(shipped.edition).toBeTruthy();
    expect(shipped.sources.length).toBeGreaterThan(0);
    expect(shipped.entries.length).toBeGreaterThan(50);
    const invalid = shipped.entries.filter((e) => e.casNumber !== null && asCasNumber(e.casNumber) !== e.casNumber);
    expect(invalid).toEqual([]);
    expect(() => new RestrictedList(shipped)).not.toThrow();
  });

  it.each([
    ['Sarin', '107-44-8', 'CWC Schedule 1'],
    ['VX', '50782-69-9', 'CWC Schedule 1'],
    ['Ricin', '9009-86-3', 'CWC Schedule 1'],
    ['Thiodiglycol', '111-48-8', 'CWC Schedule 2'],
    ['Phosgene', '75-44-5', 'CWC Schedule 3'],
    ['Triethanolamine', '102-71-6', 'CWC Schedule 3'],
    ['Ephedrine', '299-42-3', 'EU drug precursors Category 1'],
    ['Safrole', '94-59-7', 'EU drug precursors Category 1'],
  ])('lists %s (%s) on %s', async (name, cas, listName) => {
    const shipped = new RestrictedList(await loadRestrictedListDocument());
    expect(shipped.screen({ name, casNumber: null })).toMatchObject({ restricted: true, list: listName });
    expect(shipped.screen({ name: 'unnamed', casNumber: cas })).toMatchObject({ restricted: true, list: listName });
  });

  it.each(['Sodium chloride', 'Acetone', 'Ethanol', 'Triethylamine', 'TEA', 'Tris base', 'Chlorine'])('lets %s through', async (name) => {
    const shipped = new RestrictedList(await loadRestrictedListDocument());
    expect(shipped.screen({ name, casNumber: null })).toEqual({ restricted: false });
  });
});
