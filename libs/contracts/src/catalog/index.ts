export * from './reagent.rules.js';
export * from './csv-import.rules.js';
export * from './image.rules.js';
export * from './catalog.types.js';
export * from './image-compression.rules.js';
export * from './ghs.js';
export * from './expiry.rules.js';
export * from './cas-number.rules.js';
