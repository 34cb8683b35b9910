import { randomUUID } from 'node:crypto';

/** Column definitions every module's entity schemas use alike. */
export const uuidPrimaryKey = { type: 'uuid', primary: true, onCreate: () => randomUUID() } as const;
export const createdAtColumn = { type: 'datetime', onCreate: () => new Date() } as const;
export const updatedAtColumn = { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() } as const;
