import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RestrictedListView } from '@reagentswap/contracts';
import { RestrictedListProvider } from '../../infrastructure/restricted-list.provider.js';
import { GetRestrictedListQuery } from './get-restricted-list.query.js';

@QueryHandler(GetRestrictedListQuery)
export class GetRestrictedListHandler implements IQueryHandler<GetRestrictedListQuery> {
  constructor(private readonly restricted: RestrictedListProvider) {}

  execute(): Promise<RestrictedListView> {
    const { edition, sources, entries } = this.restricted.list.document;
    return Promise.resolve({ edition, sources, entries });
  }
}
