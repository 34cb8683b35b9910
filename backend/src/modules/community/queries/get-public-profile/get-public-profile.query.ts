import { Query } from '@nestjs/cqrs';
import type { CommunityProfileView } from '../community-profile.view.js';

export class GetPublicProfileQuery extends Query<CommunityProfileView> {
  constructor(
    readonly userId: string,
    /** Admins may open any member's profile (spec §6), including pending and suspended ones. */
    readonly viewerIsAdmin = false,
  ) {
    super();
  }
}
