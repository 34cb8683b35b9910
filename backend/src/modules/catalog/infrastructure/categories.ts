import type { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryView } from '../queries/list-categories/list-categories.query.js';

/** Categories by id and by lower-cased name: a form sends the id, a CSV may give either. */
export class CategoryLookup {
  private constructor(private readonly byKey: Map<string, CategoryView>) {}

  static async load(em: EntityManager): Promise<CategoryLookup> {
    const rows = await em.execute<CategoryView[]>(`select id, name from categories`);
    return new CategoryLookup(new Map(rows.flatMap((c) => [[c.id, c] as const, [c.name.toLowerCase(), c] as const])));
  }

  find(value: string): CategoryView | undefined {
    return this.byKey.get(value) ?? this.byKey.get(value.trim().toLowerCase());
  }
}
