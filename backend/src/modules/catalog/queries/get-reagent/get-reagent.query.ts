import { Query } from '@nestjs/cqrs';
import type { ReagentView } from '../reagent.view.js';

/**
 * One reagent (the public detail page): shown while its owner may be listed, removed ones included
 * (the owner's "View Details"; `available` says whether it can be requested). 404 otherwise.
 */
export class GetReagentQuery extends Query<ReagentView> {
  constructor(readonly reagentId: string) {
    super();
  }
}
