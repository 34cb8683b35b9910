import { randomBytes } from 'node:crypto';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
let random = Buffer.alloc(0);
let at = 0;

/**
 * A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then 74 random bits. Event ids are v7 so the
 * ledger_events primary key grows at its right edge (like a sequence) instead of splitting pages
 * all over the B-tree as random v4 ids do — less I/O and WAL per append.
 */
export function uuidV7(ms: number = Date.now()): string {
  if (at + 10 > random.length) {
    random = randomBytes(4096);
    at = 0;
  }
  const r = random;
  const i = at;
  at += 10;
  const time = ms.toString(16).padStart(12, '0');
  return (
    `${time.slice(0, 8)}-${time.slice(8, 12)}-7${HEX[r[i] & 0x0f].slice(1)}${HEX[r[i + 1]]}-` +
    `${HEX[(r[i + 2] & 0x3f) | 0x80]}${HEX[r[i + 3]]}-${HEX[r[i + 4]]}${HEX[r[i + 5]]}${HEX[r[i + 6]]}${HEX[r[i + 7]]}${HEX[r[i + 8]]}${HEX[r[i + 9]]}`
  );
}
