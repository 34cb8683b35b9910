import type { EntityManager } from '@mikro-orm/postgresql';

/** The owner's own city and country, for the fallback of a reagent without one (spec §3). */
export async function ownerLocation(em: EntityManager, ownerId: string): Promise<{ city: string | null; country: string | null }> {
  const [row] = await em.execute<{ city: string | null; country: string | null }[]>(
    `select city, country from identity.listed_members where user_id = ?`,
    [ownerId],
  );
  return { city: row?.city ?? null, country: row?.country ?? null };
}
