export * from './swap.rules.js';
export * from './swap.types.js';
