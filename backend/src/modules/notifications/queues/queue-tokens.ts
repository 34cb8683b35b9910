/** DI token of the JobQueue named `name` (either implementation). */
export const queueToken = (name: string): string => `notifications.queue.${name}`;
