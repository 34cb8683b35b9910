export * from './swap.rules.js';
export * from './swap.types.js';
export * from './shipping.rules.js';
export * from './events.js';
export * from './rating.rules.js';
export * from './counter-offer.rules.js';
export * from './mixed-offer.rules.js';
