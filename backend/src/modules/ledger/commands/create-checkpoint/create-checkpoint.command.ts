import { Command } from '@nestjs/cqrs';
import type { LedgerCheckpointTrigger } from '@reagentswap/contracts';
import type { StoredCheckpoint } from '../../infrastructure/checkpoint-store.js';

/**
 * Signs every stream's head now and stores the checkpoint (ADR 0004, "Checkpoints"). A scheduled
 * run passes `skipIfNewerThanMs`: when another instance made one that recently, or nothing was
 * appended since the last one, it makes none (and answers undefined). Refused (409) when the last checkpoint no longer verifies.
 */
export class CreateLedgerCheckpointCommand extends Command<StoredCheckpoint | undefined> {
  constructor(
    readonly trigger: LedgerCheckpointTrigger,
    readonly actorId: string | null = null,
    readonly skipIfNewerThanMs?: number,
  ) {
    super();
  }
}
