import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IDENTITY_INTEGRATION_EVENTS } from '@reagentswap/contracts';
import { EVENT_SUBSCRIBER, EventSubscriber } from './event-subscriber.js';
import { IntegrationEvent } from './integration-event.js';

class SomethingHappened extends IntegrationEvent<{ id: string }> {
  static override readonly eventType = 'test.something-happened';
}

describe('@EventSubscriber', () => {
  it('records the stable name and the event types (classes by their type string, contract constants as they are)', () => {
    @EventSubscriber('reporting.count-things', SomethingHappened, IDENTITY_INTEGRATION_EVENTS.userRegistered)
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

/**
 * The events a subscriber listens to are named by their class or their module's contract constant
 * (libs/contracts/src/<module>/events.ts), never by a string literal that a rename would silently
 * orphan (ADR 0022). Scans every @EventSubscriber(...) of the backend: its arguments after the name.
 */
const SRC = join(import.meta.dirname, '../..');
const DECORATOR = /@EventSubscriber\(\s*(['"`])[^'"`]*\1\s*,([^)]*)\)/g;
const STRING_LITERAL = /^\s*['"`]/;

function subscriptionsByLiteral(source: string): string[] {
  return [...source.matchAll(DECORATOR)].flatMap(([, , events]) =>
    events
      .split(',')
      .map((event) => event.trim())
      .filter((event) => STRING_LITERAL.test(event)),
  );
}

describe('no subscription by a bare string', () => {
  it('finds a string literal among the events, and not a class or a contract constant', () => {
    expect(subscriptionsByLiteral(`@EventSubscriber('swaps.withdraw', 'identity.user-suspended')`)).toEqual([`'identity.user-suspended'`]);
    expect(subscriptionsByLiteral(`@EventSubscriber(\n  'realtime.push',\n  SwapRequested,\n  "swaps.swap-edited",\n)`)).toEqual([
      `"swaps.swap-edited"`,
    ]);
    expect(subscriptionsByLiteral(`@EventSubscriber('ledger.open', IDENTITY_INTEGRATION_EVENTS.userRegistered, SwapRequested)`)).toEqual(
      [],
    );
  });

  it('holds for every source file of the backend', () => {
    const offenders = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      // (This file's own examples above are the offenders it is meant to find.)
      .filter((file) => file.endsWith('.ts') && join(SRC, file) !== import.meta.filename)
      .map((file) => ({ file: relative(SRC, join(SRC, file)), literals: subscriptionsByLiteral(readFileSync(join(SRC, file), 'utf8')) }))
      .filter(({ literals }) => literals.length > 0);
    expect(offenders).toEqual([]);
  });
});
