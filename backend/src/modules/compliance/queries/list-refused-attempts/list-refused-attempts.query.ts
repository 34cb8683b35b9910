import { Query } from '@nestjs/cqrs';
import type { RefusedAttemptPage } from '@reagentswap/contracts';

export const REFUSED_ATTEMPT_LIMITS = { defaultPageSize: 50, maxPageSize: 200 } as const;

/** Refused listing attempts, newest first, one keyset page (the admin screen). */
export class ListRefusedAttemptsQuery extends Query<RefusedAttemptPage> {
  constructor(readonly page: { cursor?: string; limit?: number } = {}) {
    super();
  }
}
