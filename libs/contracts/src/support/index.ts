export * from './support.rules.js';
export * from './support.types.js';
export * from './events.js';
