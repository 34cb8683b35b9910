import { jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IntegrationEvent } from './integration-event.js';
import { outboxInsert, recordInOutbox } from './outbox.js';

class SomethingHappened extends IntegrationEvent<{ id: string; note: string }> {
  static override readonly eventType = 'test.something-happened';
}

describe('outbox rows', () => {
  const event = new SomethingHappened({ id: 'a1', note: 'is it "quoted"? yes' });

  it('outboxInsert is one row: the stable type string and the payload as JSON', () => {
    expect(outboxInsert(event)).toEqual({
      sql: 'insert into outbox (event_type, payload) values (?, ?::jsonb)',
      params: ['test.something-happened', '{"id":"a1","note":"is it \\"quoted\\"? yes"}'],
    });
  });

  it('outboxInsert with a merged expression: the statement adds it to the payload, its parameters after the payload’s', () => {
    expect(outboxInsert(event, { sql: `jsonb_build_object('who', (select name from people where id = ?))`, params: ['p1'] })).toEqual({
      sql: `insert into outbox (event_type, payload) values (?, ?::jsonb || jsonb_build_object('who', (select name from people where id = ?)))`,
      params: ['test.something-happened', '{"id":"a1","note":"is it \\"quoted\\"? yes"}', 'p1'],
    });
  });

  it('recordInOutbox writes exactly that, once per event, on the caller’s entity manager (its transaction)', async () => {
    const execute = jest.fn(async () => []);
    await recordInOutbox({ execute } as unknown as EntityManager, event, event);
    const { sql, params } = outboxInsert(event);
    expect(execute.mock.calls).toEqual([
      [sql, params],
      [sql, params],
    ]);
  });
});
