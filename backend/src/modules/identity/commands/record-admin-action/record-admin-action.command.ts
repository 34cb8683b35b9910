import { Command } from '@nestjs/cqrs';

export interface AdminActionRecord {
  actorId: string;
  /** Stable dotted name, e.g. 'credits.adjusted'. */
  action: string;
  targetUserId?: string;
  details?: Record<string, unknown>;
  /** Makes a redelivered event record the action once. */
  dedupeKey: string;
}

/** Adds an admin action that another module performed to the admin audit log. */
export class RecordAdminActionCommand extends Command<void> {
  constructor(readonly record: AdminActionRecord) {
    super();
  }
}
