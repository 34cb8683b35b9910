import { Query } from '@nestjs/cqrs';

export interface CommunityFiltersView {
  countries: string[];
  universities: string[];
  expertise: string[];
}

export class GetCommunityFiltersQuery extends Query<CommunityFiltersView> {}
