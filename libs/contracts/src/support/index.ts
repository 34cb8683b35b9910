export * from './support.rules.js';
export * from './support.types.js';
