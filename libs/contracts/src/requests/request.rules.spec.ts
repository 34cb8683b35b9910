import { REQUEST_MESSAGES, requesterNameOf, validateReagentRequest } from './request.rules.js';

describe('reagent request rules (spec §5 "Reagent request"), shared by the form and the server', () => {
  it('requires a name, trimmed', () => {
    expect(validateReagentRequest({ name: '  Trypsin ' })).toMatchObject({ draft: { name: 'Trypsin' }, problems: [] });
    for (const name of [undefined, '', '   ', null]) {
      expect(validateReagentRequest({ name }).problems).toEqual([{ field: 'name', message: REQUEST_MESSAGES.nameRequired }]);
    }
  });

  it('trims optional fields and stores them as null when empty', () => {
    const { draft } = validateReagentRequest({
      name: 'x',
      catalogNumber: ' ',
      category: '',
      description: '\n',
      amount: '',
      unit: '',
      numberOfPackages: null,
      storageConditions: '  ',
      city: ' Ghent ',
      country: '',
    });
    expect(draft).toEqual({
      name: 'x',
      catalogNumber: null,
      category: null,
      description: null,
      amount: null,
      unit: null,
      numberOfPackages: null,
      storageConditions: null,
      city: 'Ghent',
      country: null,
      casNumber: null,
    });
  });

  it('normalises the optional CAS number and refuses one with a wrong check digit (issue 18)', () => {
    expect(validateReagentRequest({ name: 'x', casNumber: '67641' })).toMatchObject({ draft: { casNumber: '67-64-1' }, problems: [] });
    expect(validateReagentRequest({ name: 'x', casNumber: '67-64-2' }).problems).toEqual([
      { field: 'casNumber', message: 'Please enter a valid CAS number, e.g. 67-64-1' },
    ]);
  });

  it('takes an amount of at least 0 with any step (a decimal comma too), and refuses anything else', () => {
    expect(validateReagentRequest({ name: 'x', amount: 0 }).draft.amount).toBe(0);
    expect(validateReagentRequest({ name: 'x', amount: '2,75' }).draft.amount).toBe(2.75);
    expect(validateReagentRequest({ name: 'x', amount: 0.001 }).draft.amount).toBe(0.001);
    for (const amount of [-1, 'lots', Infinity, '1e400']) {
      expect(validateReagentRequest({ name: 'x', amount }).problems).toEqual([
        { field: 'amount', message: REQUEST_MESSAGES.amountNotANumber },
      ]);
    }
  });

  it('takes a whole number of packages of at least 0', () => {
    expect(validateReagentRequest({ name: 'x', numberOfPackages: '0' }).draft.numberOfPackages).toBe(0);
    for (const numberOfPackages of [-1, 1.5, 'two', '3 boxes']) {
      expect(validateReagentRequest({ name: 'x', numberOfPackages }).problems).toEqual([
        { field: 'numberOfPackages', message: REQUEST_MESSAGES.packagesNotANumber },
      ]);
    }
  });

  it('bounds every text field', () => {
    const { problems } = validateReagentRequest({ name: 'n'.repeat(201), city: 'c'.repeat(101), unit: 'u'.repeat(21) });
    expect(problems.map((p) => p.field)).toEqual(['name', 'unit', 'city']);
  });

  it("names the requester by display name, else username, else 'Someone' (spec §7)", () => {
    expect(requesterNameOf({ displayName: ' Dr Alice ', userName: 'alice' })).toBe('Dr Alice');
    expect(requesterNameOf({ displayName: '  ', userName: 'alice' })).toBe('alice');
    expect(requesterNameOf({ displayName: null, userName: null })).toBe('Someone');
    expect(requesterNameOf(null)).toBe('Someone');
  });
});
