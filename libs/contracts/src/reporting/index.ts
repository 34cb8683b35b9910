export * from './finance.rules.js';
export * from './finance.types.js';
export * from './statistics.types.js';
