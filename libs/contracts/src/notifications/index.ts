export * from './mail-outbox.types.js';
export * from './push.types.js';
export * from './digest.types.js';
export * from './in-app.types.js';
