import { randomUUID } from 'node:crypto';
import { EventSubscriber, type IntegrationEventHandler } from './event-subscriber.js';
import { IntegrationEvent, registerIntegrationEvents } from './integration-event.js';
import { recordInOutbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.service.js';
import { relayUntil } from './testing/relay-until.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// An event with two subscribers, delivered by two relays whose deliveries finish at about the same
// time: the outbox row is marked delivered by whichever of its deliveries commits last (the row
// lock in recordSuccess orders them), never left unmarked.

class TwoSubscriberProbe extends IntegrationEvent<{ key: string }> {
  static override readonly eventType = 'test.two-subscriber-probe';
}
registerIntegrationEvents(TwoSubscriberProbe);

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 15));

@EventSubscriber('test.two-subscriber-probe-first', TwoSubscriberProbe)
class FirstProbe implements IntegrationEventHandler<TwoSubscriberProbe> {
  handle(): Promise<void> {
    return pause();
  }
}

@EventSubscriber('test.two-subscriber-probe-second', TwoSubscriberProbe)
class SecondProbe implements IntegrationEventHandler<TwoSubscriberProbe> {
  handle(): Promise<void> {
    return pause();
  }
}

interface Row {
  key: string;
  delivered_at: Date | null;
  done: number;
}

describe('an event with several subscribers', () => {
  let relays: TestApp[];
  beforeAll(async () => {
    relays = [await createTestApp(), await createTestApp()];
    for (const t of relays) {
      await t.app.get(OutboxRelay).subscribe(new FirstProbe());
      await t.app.get(OutboxRelay).subscribe(new SecondProbe());
    }
  }, 60_000);
  afterAll(() => Promise.all(relays.map((t) => t.close())));

  it('is marked delivered once its last delivery is done, whichever relay ran it', async () => {
    const events = Array.from({ length: 40 }, () => new TwoSubscriberProbe({ key: randomUUID() }));
    const [one, two] = relays;
    await recordInOutbox(one!.orm.em.fork(), ...events);
    const rows = () =>
      one!.orm.em.fork().execute<Row[]>(
        `select o.payload->>'key' as key, o.delivered_at, count(*) filter (where d.status = 'done')::int as done
           from outbox o join event_deliveries d on d.outbox_id = o.id
          where o.event_type = ? and o.payload->>'key' in (?)
          group by o.id`,
        [TwoSubscriberProbe.eventType, events.map((e) => e.payload.key)],
      );
    await Promise.all([one!.app.get(OutboxRelay).drain(), two!.app.get(OutboxRelay).drain()]);
    const settled = await relayUntil(one!.app, async () => {
      const all = await rows();
      return all.length === events.length && all.every((r) => r.done === 2) && all;
    });
    expect(settled.filter((row) => row.delivered_at === null)).toEqual([]);
  });
});
