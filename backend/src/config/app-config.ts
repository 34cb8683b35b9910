import { EnvironmentVariables } from './env.schema.js';

/** Injection token for the validated configuration; read config through this, never process.env. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export type AppConfig = EnvironmentVariables;
