import { assertValueBounds, JsonTooDeepError } from './json-bounds.js';
import { JSON_KEY_BUDGET, JsonTooManyKeysError, type KeyBudget } from './json-key-budget.js';

const assertKeyBudget = (value: unknown, keys: KeyBudget = JSON_KEY_BUDGET) => assertValueBounds(value, { maxDepth: 32, keys });

const objectWithKeys = (count: number, prefix = 'k') => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, i]));

describe('assertValueBounds (a parsed payload: socket events)', () => {
  it('is 1,000 keys per object and 10,000 in all', () => {
    expect(JSON_KEY_BUDGET).toEqual({ perObject: 1_000, total: 10_000 });
  });

  it('accepts objects up to the bound, and scalars, arrays and null', () => {
    expect(() => assertKeyBudget(objectWithKeys(1_000))).not.toThrow();
    for (const value of [null, undefined, 'text', 12, [1, 2, 3], {}]) expect(() => assertKeyBudget(value)).not.toThrow();
  });

  it('refuses one key more in one object, nested objects and objects in arrays included', () => {
    expect(() => assertKeyBudget(objectWithKeys(1_001))).toThrow(JsonTooManyKeysError);
    expect(() => assertKeyBudget({ a: { b: objectWithKeys(1_001) } })).toThrow(JsonTooManyKeysError);
    expect(() => assertKeyBudget([1, [objectWithKeys(1_001)]])).toThrow(/too many keys \(at most 1000 in one object and 10000 in all\)/);
  });

  it('counts keys across objects: many small objects may not add up past the total', () => {
    const spread = Array.from({ length: 10 }, (_, i) => objectWithKeys(1_000, `o${i}`));
    expect(() => assertKeyBudget(spread)).not.toThrow();
    expect(() => assertKeyBudget([...spread, { one: 'more' }])).toThrow(JsonTooManyKeysError);
    expect(() => assertKeyBudget(Array.from({ length: 10_001 }, () => ({ a: 1 })))).toThrow(JsonTooManyKeysError);
  });

  it('refuses the 120,000-key sign-in body of the probe (issue 14), and takes budgets of its own', () => {
    expect(() => assertKeyBudget({ ...objectWithKeys(120_000), email: 'a@b.c', password: 'x' })).toThrow(JsonTooManyKeysError);
    expect(() => assertKeyBudget({ a: 1, b: 2, c: 3 }, { perObject: 2, total: 10 })).toThrow(JsonTooManyKeysError);
  });

  it('terminates on a cyclic value (a caller other than JSON.parse)', () => {
    const cyclic: unknown[] = [];
    cyclic.push(cyclic, { self: cyclic });
    expect(() => assertKeyBudget(cyclic)).not.toThrow();
  });

  it('refuses a value nested deeper than the HTTP body may be, without recursing (100,000 levels)', () => {
    let deep: unknown = { leaf: true };
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? { next: deep } : [deep];
    expect(() => assertValueBounds(deep)).toThrow(JsonTooDeepError);
    let allowed: unknown = 'leaf';
    for (let i = 0; i < 32; i++) allowed = { next: allowed };
    expect(() => assertValueBounds(allowed)).not.toThrow();
    expect(() => assertValueBounds({ next: allowed })).toThrow(/nested too deeply \(at most 32 levels\)/);
  });
});
