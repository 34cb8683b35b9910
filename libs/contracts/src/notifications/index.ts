export * from './mail-outbox.types.js';
export * from './push.types.js';
