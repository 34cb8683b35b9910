/** A fresh random key for the Idempotency-Key header (shared with the swap request form's client id). */
export { randomUuid as newIdempotencyKey } from '../../../shared/lib/randomUuid';
