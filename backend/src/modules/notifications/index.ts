// The notifications module's public surface. Nothing calls notifications directly (design.md §3):
// the composition root registers the module and its entities; everything else reacts to events.
export { NotificationsModule } from './notifications.module.js';
export { notificationsEntities } from './infrastructure/notifications.entities.js';
