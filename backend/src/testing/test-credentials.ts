import { randomUUID } from 'node:crypto';

/** Credentials every test account uses; no imports of the application, so fixtures may share them. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@test.example`;
export const STRONG_PASSWORD = 'Str0ng!Pass';
