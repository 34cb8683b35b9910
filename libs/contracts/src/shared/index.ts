export * from './paging.js';
