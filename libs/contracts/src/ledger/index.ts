export * from './audit.types.js';
export * from './credits.rules.js';
export * from './credits.types.js';
export * from './checkpoint.types.js';
export * from './events.js';
