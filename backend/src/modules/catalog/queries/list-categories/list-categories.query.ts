import { Query } from '@nestjs/cqrs';
import type { CategoryView } from '@reagentswap/contracts';

export type { CategoryView } from '@reagentswap/contracts';

/** Categories ordered by name (spec §7). */
export class ListCategoriesQuery extends Query<CategoryView[]> {}
