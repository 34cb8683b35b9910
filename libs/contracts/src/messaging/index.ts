export * from './message.rules.js';
export * from './message.types.js';
export * from './events.js';
