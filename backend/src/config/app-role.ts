import type { EnvironmentVariables } from './env.schema.js';

/** Unset is `all`, as in the configuration's default. */
type RoleConfig = Partial<Pick<EnvironmentVariables, 'APP_ROLE'>>;

/**
 * Whether this process does the background work (docs/adr/0015-event-backbone-and-roles.md): the
 * outbox relay, the queue processors (bull or in-process) and the schedules (digests, ledger
 * checkpoints, mail recovery, event retention, listing-expiry reminders). Off only in the `api` role.
 */
export const runsBackgroundWork = (config: RoleConfig): boolean => config.APP_ROLE !== 'api';

/** Whether this process serves the application's HTTP routes and members' sockets. Off only in the `worker` role. */
export const servesClients = (config: RoleConfig): boolean => config.APP_ROLE !== 'worker';

/**
 * A split deployment talks through Redis: the worker's socket pushes reach members' sockets on the
 * API instances through the socket.io Redis adapter, and jobs an API instance queues (an admin's
 * digest run) reach a worker through bull. Without it both would silently go nowhere.
 */
export function roleErrors(config: Pick<EnvironmentVariables, 'APP_ROLE' | 'REDIS_URL'>): string[] {
  if (config.APP_ROLE === 'all' || config.REDIS_URL) return [];
  return [
    `APP_ROLE: ${config.APP_ROLE} needs REDIS_URL (the API and worker processes reach each other's sockets and queues through Redis); ` +
      'set REDIS_URL, or run APP_ROLE=all',
  ];
}
