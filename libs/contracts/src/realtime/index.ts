export * from './realtime.events.js';
export * from './realtime-message.js';
