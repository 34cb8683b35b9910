import { isUuid } from '../../../shared/kernel/uuid.js';
import { uuidV7 } from './uuid-v7.js';

describe('uuidV7', () => {
  it('is a valid version-7, RFC variant UUID carrying the millisecond time', () => {
    const id = uuidV7(0x0190_1234_5678);
    expect(isUuid(id)).toBe(true);
    expect(id).toMatch(/^01901234-5678-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('sorts by time and does not repeat', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => uuidV7(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
