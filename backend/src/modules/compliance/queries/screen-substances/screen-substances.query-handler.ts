import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RestrictedListProvider } from '../../infrastructure/restricted-list.provider.js';
import { ScreenSubstancesQuery } from './screen-substances.query.js';

@QueryHandler(ScreenSubstancesQuery)
export class ScreenSubstancesHandler implements IQueryHandler<ScreenSubstancesQuery> {
  constructor(private readonly restricted: RestrictedListProvider) {}

  execute({ candidates }: ScreenSubstancesQuery) {
    const list = this.restricted.list;
    return Promise.resolve(candidates.map((candidate) => list.screen(candidate)));
  }
}
