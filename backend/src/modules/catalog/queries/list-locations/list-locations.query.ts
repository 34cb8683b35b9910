import { Query } from '@nestjs/cqrs';
import type { ListingLocations } from '@reagentswap/contracts';

export type { ListingLocations } from '@reagentswap/contracts';

/** The Browse location select: the countries and cities listed reagents are in (bounded). */
export class ListLocationsQuery extends Query<ListingLocations> {}
