import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListCategoriesQuery, type CategoryView } from '../../catalog/index.js';

/**
 * The catalog's categories, read through its public query (the requests module never reads the
 * catalog's tables): a request names one by id or by name, and cards show its name.
 */
@Injectable()
export class RequestCategories {
  constructor(private readonly queries: QueryBus) {}

  async all(): Promise<Map<string, CategoryView>> {
    const categories = await this.queries.execute(new ListCategoriesQuery());
    return new Map(categories.map((category) => [category.id, category]));
  }

  /** The category an id or a name (any case) denotes, or undefined. */
  async find(idOrName: string): Promise<CategoryView | undefined> {
    const wanted = idOrName.trim().toLowerCase();
    for (const category of (await this.all()).values()) {
      if (category.id === wanted || category.name.toLowerCase() === wanted) return category;
    }
    return undefined;
  }
}
