const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from users; anything that is not a UUID cannot name a row (and must not reach SQL as one). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
