export * from './statistics.types.js';
