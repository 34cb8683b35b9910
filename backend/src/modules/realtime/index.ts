// The realtime module's public surface: the composition root imports only this.
export { RealtimeModule } from './realtime.module.js';
