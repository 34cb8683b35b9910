import { validateReagent } from './reagent.rules.js';
import { asCasNumber, casCheckDigit, CAS_MESSAGES, isValidCasNumber, normaliseCasNumber, validateCasNumber } from './cas-number.rules.js';

describe('CAS numbers', () => {
  it('computes the check digit as the weighted sum of the digits from the right, mod 10', () => {
    expect(casCheckDigit('6764')).toBe(1); // acetone 67-64-1: 4·1 + 6·2 + 7·3 + 6·4 = 61
    expect(casCheckDigit('773218')).toBe(5); // water 7732-18-5
    expect(casCheckDigit('5078269')).toBe(9); // VX 50782-69-9
  });

  it.each(['67-64-1', '7732-18-5', '50-00-0', '7647-14-5', '50782-69-9', '9009-86-3', '1336-21-6'])('accepts %s', (cas) => {
    expect(isValidCasNumber(cas)).toBe(true);
    expect(asCasNumber(cas)).toBe(cas);
  });

  it.each(['67-64-2', '7732-18-4', '50782-69-8', '1-23-4', '12345678-90-1', '67-6-41', 'abc', ''])('refuses %s', (cas) => {
    expect(asCasNumber(cas)).toBeNull();
  });

  it('normalises spaces, other dashes and missing dashes', () => {
    expect(normaliseCasNumber(' 67 - 64 - 1 ')).toBe('67-64-1');
    expect(normaliseCasNumber('67641')).toBe('67-64-1');
    expect(normaliseCasNumber('7732185')).toBe('7732-18-5');
    expect(normaliseCasNumber('67\u201364\u20111')).toBe('67-64-1');
    expect(normaliseCasNumber('5078269 9')).toBe('50782-69-9');
    expect(normaliseCasNumber('1234')).toBeNull(); // too short for 2+2+1 digits
    expect(normaliseCasNumber('67-64')).toBeNull();
    expect(asCasNumber('67641')).toBe('67-64-1');
  });

  it('validates the optional field: blank is none, a bad number gets the message', () => {
    expect(validateCasNumber(undefined)).toEqual({ casNumber: null, problem: null });
    expect(validateCasNumber('  ')).toEqual({ casNumber: null, problem: null });
    expect(validateCasNumber('7732 18 5')).toEqual({ casNumber: '7732-18-5', problem: null });
    expect(validateCasNumber('67-64-2')).toEqual({ casNumber: null, problem: 'Please enter a valid CAS number, e.g. 67-64-1' });
    expect(validateCasNumber('acetone').problem).toBe(CAS_MESSAGES.invalid);
  });

  it('is the reagent form and CSV row rule too', () => {
    const form = { name: 'Acetone', catalogNumber: 'A1', category: 'chemicals' };
    expect(validateReagent({ ...form, casNumber: '67 64 1' }, { requireCatalogNumber: true }).draft.casNumber).toBe('67-64-1');
    expect(validateReagent({ ...form, casNumber: '' }, { requireCatalogNumber: true }).draft.casNumber).toBeNull();
    expect(validateReagent({ ...form, casNumber: '67-64-2' }, { requireCatalogNumber: true }).problems).toEqual([
      { field: 'casNumber', message: CAS_MESSAGES.invalid },
    ]);
  });
});
