export * from './event-deliveries.js';
export * from './paging.js';
export * from './problem.js';
export * from './text.js';
