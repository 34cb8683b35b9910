/**
 * The contracts the browser and the server share: validation rules with their messages and limits,
 * and the shapes of requests and responses. One folder per bounded context (catalog, swaps and
 * messaging add theirs); pure TypeScript without runtime dependencies, because the same module
 * runs in the browser, in Node and under Jest. See docs/adr/0007-contracts.md.
 */
export * from './catalog/index.js';
export * from './identity/index.js';
export * from './ledger/index.js';
export * from './messaging/index.js';
export * from './notifications/index.js';
export * from './realtime/index.js';
export * from './reporting/index.js';
export * from './requests/index.js';
export * from './shared/index.js';
export * from './support/index.js';
export * from './swaps/index.js';
export * from './compliance/index.js';
export type * from './integration-events.js';
