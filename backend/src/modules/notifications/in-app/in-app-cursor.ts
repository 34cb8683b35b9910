import { isUuid } from '../../../shared/kernel/uuid.js';

/** A page's position: the last row's time and id (ties on the time broken by the id), opaque to the browser. */
export interface InAppCursor {
  createdAt: string;
  id: string;
}

export const encodeInAppCursor = ({ createdAt, id }: InAppCursor): string => Buffer.from(`${createdAt}|${id}`).toString('base64url');

/** timestamptz as PostgreSQL writes it ('2026-11-27 18:50:01.123456+00'), microseconds kept. */
const POSTGRES_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

/** The cursor, or null when it is not one this API wrote (then the first page is served). */
export function decodeInAppCursor(cursor: string | null): InAppCursor | null {
  if (!cursor) return null;
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!createdAt || !isUuid(id) || !POSTGRES_TIMESTAMP.test(createdAt)) return null;
  return { createdAt, id };
}
