import { Query } from '@nestjs/cqrs';
import type { ReagentView } from '../reagent.view.js';

/** The home page's latest 4 listed reagents (signed-in members). */
export class LatestReagentsQuery extends Query<ReagentView[]> {}
