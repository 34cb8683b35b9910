import type { TestApp } from './test-app.types.js';
import { sql, tag } from './member-builders.js';

export interface ImportedListings {
  created: number;
  /** The import's ReagentsImported event: what matching subscribers (requests, saved searches) receive. */
  importId: string;
  reagentIds: string[];
}

/** `owner` imports one chemical listing per name through POST /api/reagents/import, as a lab's CSV would. */
export async function importListings(t: TestApp, owner: { id: string; token: string }, names: string[]): Promise<ImportedListings> {
  const rows = names.map((name) => `${name},IMP-${tag()},chemicals`);
  const res = await t
    .http()
    .post('/api/reagents/import')
    .set('Authorization', `Bearer ${owner.token}`)
    .attach('file', Buffer.from(['name,catalogue_number,category_id', ...rows].join('\n')), {
      filename: 'stock.csv',
      contentType: 'text/csv',
    })
    .expect((r) => expect([200, 201]).toContain(r.status));
  const [imported] = await sql<{ payload: { importId: string; reagentIds: string[] } }>(
    t,
    `select payload from outbox where event_type = 'catalog.reagents-imported' and payload->>'ownerId' = ? order by id desc limit 1`,
    [owner.id],
  );
  return { created: res.body.created as number, importId: imported!.payload.importId, reagentIds: imported!.payload.reagentIds };
}
