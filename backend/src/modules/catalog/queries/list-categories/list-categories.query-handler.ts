import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListCategoriesQuery, type CategoryView } from './list-categories.query.js';

@QueryHandler(ListCategoriesQuery)
export class ListCategoriesHandler implements IQueryHandler<ListCategoriesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<CategoryView[]> {
    return this.em.execute<CategoryView[]>(`select id, name from categories order by name`);
  }
}
