export * from './request.rules.js';
export * from './request.types.js';
export * from './events.js';
