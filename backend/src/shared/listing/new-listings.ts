/**
 * What was listed in a period, as the digests show it: catalog's new reagents and requests' new
 * reagent requests answer with this shape (ListNewReagentsQuery, ListNewReagentRequestsQuery). Read
 * once per digest run and narrowed per member, who never hears about their own listings.
 */
export interface NewListings {
  /** Listed in the period and still shown today. */
  total: number;
  /** Of those, how many each author listed, so a member's own can be left out of the count. */
  perAuthor: Record<string, number>;
  /** The newest of them, newest first, at most the sample size asked for. */
  latest: NewListing[];
}

export interface NewListing {
  id: string;
  name: string;
  authorId: string;
  city: string | null;
  country: string | null;
}

/** The most listings a query returns by name; the rest are counted. */
export const MAX_NEW_LISTINGS_SAMPLE = 50;

/** A period's rows, counted per author, plus the newest `sample`: what both listing queries return. */
export function newListingsOf(
  perAuthor: readonly { author_id: string; n: number }[],
  latest: readonly { id: string; name: string; author_id: string; city: string | null; country: string | null }[],
): NewListings {
  return {
    total: perAuthor.reduce((sum, row) => sum + row.n, 0),
    perAuthor: Object.fromEntries(perAuthor.map((row) => [row.author_id, row.n])),
    latest: latest.map((row) => ({ id: row.id, name: row.name, authorId: row.author_id, city: row.city, country: row.country })),
  };
}

/** The sample size a caller may ask for. */
export const newListingsSample = (asked: number): number => Math.max(0, Math.min(Math.trunc(asked), MAX_NEW_LISTINGS_SAMPLE));
