/** A delivery an event subscriber failed on its last attempt (ADR 0006): it waits for an admin's Retry. */
export interface ParkedDelivery {
  /** The delivery id (a whole number, as text). */
  id: string;
  eventType: string;
  subscriber: string;
  attempts: number;
  /** The error's first line (the full stack is in the server log and the row). */
  lastError: string | null;
  occurredAt: string;
  parkedAt: string | null;
}
