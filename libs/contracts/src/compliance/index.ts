export * from './compliance.rules.js';
export * from './compliance.types.js';
