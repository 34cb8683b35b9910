import { decodeInAppCursor, encodeInAppCursor } from './in-app-cursor.js';

describe('in-app cursor', () => {
  const position = { createdAt: '2026-11-27 18:50:01.123456+00', id: '0b8e4c5e-2f0e-4a57-9a55-1c2d3e4f5a6b' };

  it('round-trips the position with the database’s microseconds', () => {
    expect(decodeInAppCursor(encodeInAppCursor(position))).toEqual(position);
  });

  it.each([
    null,
    '',
    'not base64 at all',
    Buffer.from('yesterday|x').toString('base64url'),
    Buffer.from(`2026-11-27|${'x'.repeat(36)}`).toString('base64url'),
  ])('serves the first page for %p (not a cursor this API wrote)', (cursor) => {
    expect(decodeInAppCursor(cursor)).toBeNull();
  });
});
