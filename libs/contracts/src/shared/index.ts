export * from './paging.js';
export * from './problem.js';
export * from './text.js';
