import { Query } from '@nestjs/cqrs';
import type { DigestKind, DigestPreview } from '@reagentswap/contracts';

/** A member's digest as it would go out at `at` (the admin panel's preview). 404 for an unknown member. */
export class PreviewDigestQuery extends Query<DigestPreview> {
  constructor(
    readonly memberId: string,
    readonly kind: DigestKind,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
