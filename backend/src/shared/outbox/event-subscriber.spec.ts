import 'reflect-metadata';
import { EVENT_SUBSCRIBER, EventSubscriber } from './event-subscriber.js';
import { IntegrationEvent } from './integration-event.js';

class SomethingHappened extends IntegrationEvent<{ id: string }> {
  static override readonly eventType = 'test.something-happened';
}

describe('@EventSubscriber', () => {
  it('records the stable name and the event types (classes by their type string)', () => {
    @EventSubscriber('reporting.count-things', SomethingHappened, 'identity.user-registered')
    class CountThings {}
    expect(Reflect.getMetadata(EVENT_SUBSCRIBER, CountThings)).toEqual({
      name: 'reporting.count-things',
      eventTypes: ['test.something-happened', 'identity.user-registered'],
    });
  });

  it('refuses names that are not "module.what-it-does" (class names would change with a refactoring)', () => {
    for (const name of ['CountThingsHandler', 'reporting', 'Reporting.count', 'reporting.count things', 'reporting.count-']) {
      expect(() => EventSubscriber(name, SomethingHappened)).toThrow(/must look like/);
    }
  });

  it('refuses a subscriber to nothing', () => {
    expect(() => EventSubscriber('reporting.count-things')).toThrow(/listens to no event/);
  });
});
