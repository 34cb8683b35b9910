import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/postgresql';
import type { ConversationPage } from '@reagentswap/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ReadConversationCommand, SendMessageCommand } from './index.js';
import { member, sql, type Member } from './testing/messaging.fixtures.js';

/**
 * The conversation cursor under load: many messages committing at once while a reader pages.
 * Every reading must hold exactly the messages at or below the newest one it saw: a message that
 * commits later with a smaller cursor would be a gap nobody ever loads (ADR 0011).
 */
describe('messaging under concurrency', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = [await member(t), await member(t)];
  }, 60_000);
  afterAll(() => t.close());

  const sendAs = (from: Member, to: Member, content: string) =>
    RequestContext.create(t.orm.em, () =>
      t.app.get(CommandBus).execute(new SendMessageCommand(from.id, { clientId: randomUUID(), recipientId: to.id, content })),
    );
  const read = (before?: string): Promise<ConversationPage> =>
    RequestContext.create(t.orm.em, () => t.app.get(CommandBus).execute(new ReadConversationCommand(b.id, a.id, { limit: 20, before })));

  it('pages read while 10 writers send hold every message at or below their newest, each once', async () => {
    let writing = 10;
    const writers = Array.from({ length: 10 }, async (_, w) => {
      for (let i = 0; i < 20; i++) await sendAs(w % 2 ? a : b, w % 2 ? b : a, `writer ${w} message ${i}`);
      writing--;
    });
    const readings: { ids: string[]; newest: bigint }[] = [];
    while (writing > 0) {
      let current = await read();
      if (current.items.length === 0) continue;
      const ids = current.items.map((m) => m.id);
      const newest = BigInt(current.items[0]!.cursor);
      while (current.nextCursor) {
        current = await read(current.nextCursor);
        ids.push(...current.items.map((m) => m.id));
      }
      readings.push({ ids, newest });
    }
    await Promise.all(writers);

    const all = await sql<{ id: string; seq: string }>(
      t,
      `select m.id, m.seq::text as seq from messages m where m.sender_id in (?, ?) and m.recipient_id in (?, ?) order by m.seq desc`,
      [a.id, b.id, a.id, b.id],
    );
    expect(all).toHaveLength(200);
    expect(readings.length).toBeGreaterThan(2);
    for (const { ids, newest } of readings) {
      expect(ids).toEqual(all.filter((m) => BigInt(m.seq) <= newest).map((m) => m.id));
    }
  });
});
