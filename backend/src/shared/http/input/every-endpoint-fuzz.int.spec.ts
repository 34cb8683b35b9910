import { randomUUID } from 'node:crypto';
import { routeInventory, type RouteInfo } from '../../../testing/route-inventory.js';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import { keyFloodBody } from './key-flood.fixture.js';

/**
 * Sends a handful of hostile payloads to EVERY route the application maps (found from Nest's
 * metadata, so endpoints added later are fuzzed without touching this file), signed in as an
 * admin and as nobody, and asserts that none answers 5xx. What each route answers otherwise
 * (400, 401, 404, 413, 415, 431...) is its own business; a 5xx means input reached code that
 * did not expect it.
 */

interface Probe {
  label: string;
  path: string;
  query?: string;
  /** A raw JSON text (sent as application/json), or undefined for no body. */
  body?: string;
}

/** A ceiling, not a measurement: a loaded machine runs each pass in 10–50 s, and Jest's default is 60 s. */
const FUZZ_CEILING_MS = 180_000;
const MEGABYTE_STRING = 'x'.repeat(1_000_000);
const NUL = 'a\u0000b';
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const PAGING_PARAMETERS = ['page', 'pageSize', 'limit'];
const HOSTILE_PAGE_NUMBERS = ['1e20', '1e308', '-0', 'NaN'];
/** Issue 14: ~15 s of blocked event loop per request before the key budget. */
const KEY_FLOOD = keyFloodBody();

const HOSTILE_VALUES: [string, unknown][] = [
  ['NUL', NUL],
  ['1 MB string', MEGABYTE_STRING],
  ['number', 12345],
  ['boolean', true],
  ['null', null],
  ['object', { nested: { value: 1 } }],
  ['array for a scalar', ['a', 'b']],
  ['lone surrogate', '\ud800x'],
];

function fillPath(route: RouteInfo, value: string): string {
  return route.path.replace(/:(\w+)/g, () => encodeURIComponent(value));
}

/**
 * A route that reads no query (or no body) still gets the probes that reach the shared input
 * checks every request passes (control characters, depth, size); the full set goes where the
 * handler reads the input. That keeps the run short as routes are added (an admin action such as
 * the balance rebuild is expensive, and needs no twenty identical no-body calls).
 */
function probesFor(route: RouteInfo): Probe[] {
  const path = fillPath(route, randomUUID());
  const probes: Probe[] = [{ label: 'baseline', path }];
  if (route.pathParams.length > 0) {
    for (const value of [NUL, 'x'.repeat(5_000), '../../etc/passwd']) {
      probes.push({ label: `path param ${JSON.stringify(value.slice(0, 20))}`, path: fillPath(route, value) });
    }
  }

  const readsQuery = route.queryFields.length > 0;
  const queryNames = readsQuery ? route.queryFields : ['page', 'search'];
  const query = (value: (name: string) => string) => queryNames.map(value).join('&');
  const enc = encodeURIComponent;
  probes.push(
    { label: 'query control characters', path, query: query((n) => `${n}=${enc(NUL)}&${n}=${enc('\u001b\r\n')}`) },
    { label: 'query arrays for scalars', path, query: query((n) => `${n}=1&${n}=2&${n}[]=3`) },
  );
  if (readsQuery) {
    probes.push(
      {
        label: 'query wrong types, broken escapes',
        path,
        query: query((n) => `${n}=${enc('-1e400')}&${n}x=${enc('{}')}&${n}y=%E0%A4%A&${n}z=%`),
      },
      { label: 'query nested keys', path, query: query((n) => `${n}${'[a]'.repeat(1_000)}=1`) },
      { label: 'query 1 MB', path, query: `${queryNames[0]}=${MEGABYTE_STRING}` },
    );
    // Issue 14: huge page numbers reached the SQL (bigint out of range, an `Infinity` offset).
    const pagingNames = route.queryFields.filter((name) => PAGING_PARAMETERS.includes(name));
    for (const value of HOSTILE_PAGE_NUMBERS) {
      if (pagingNames.length > 0) probes.push({ label: `paging ${value}`, path, query: pagingNames.map((n) => `${n}=${value}`).join('&') });
    }
  }

  if (route.method === 'get') return probes;
  const readsBody = route.bodyFields.length > 0;
  const fields = readsBody ? route.bodyFields : ['value'];
  const every = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
  probes.push(
    { label: 'body NUL', path, body: every(NUL) },
    { label: 'body nested 10,000 deep', path, body: `{${JSON.stringify(fields[0])}:${nestedArray(10_000)}}` },
    { label: 'body over 1 MB', path, body: every(MEGABYTE_STRING) + ' '.repeat(100_000) },
    { label: 'body of 120,000 keys', path, body: KEY_FLOOD },
  );
  if (!readsBody) return probes;
  for (const [label, value] of HOSTILE_VALUES) {
    if (value === NUL) continue;
    // The 1 MB string goes into one field only, so the body stays just under the size bound and reaches the DTO.
    const body = value === MEGABYTE_STRING ? JSON.stringify({ [fields[0]]: value }) : every(value);
    probes.push({ label: `body ${label}`, path, body });
  }
  probes.push(
    { label: 'body is an array', path, body: '[1,2,3]' },
    { label: 'body malformed', path, body: '{"a":' },
    { label: 'body prototype keys', path, body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}' },
  );
  return probes;
}

describe('Every endpoint survives hostile input (fuzz, no 5xx)', () => {
  let t: TestApp;
  let routes: RouteInfo[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = routeInventory(t.app);
  });
  afterAll(() => t.close());

  it('finds the routes from Nest itself, DTO-backed ones included', () => {
    const names = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/register',
        'PATCH /api/profile',
        'GET /api/community',
        'POST /api/admin/credits/:userId/adjust',
      ]),
    );
    expect(routes.find((r) => r.path === '/api/auth/login')).toMatchObject({ dtoBacked: true, bodyFields: ['email', 'password'] });
    expect(routes.find((r) => r.path === '/api/community' && r.method === 'get')?.queryFields).toContain('search');
    expect(routes.filter((r) => r.dtoBacked).length).toBeGreaterThan(15);
  });

  /** One route at a time (a probe may end the session the next route needs); its probes in parallel. */
  async function fuzz(token: () => Promise<string | undefined>) {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const bearer = await token();
      await Promise.all(
        probesFor(route).map(async (probe) => {
          const url = probe.query ? `${probe.path}?${probe.query}` : probe.path;
          let request = t.http()[route.method](url);
          if (bearer) request = request.set('Authorization', `Bearer ${bearer}`);
          if (probe.body !== undefined) request = request.set('Content-Type', 'application/json').send(probe.body);
          const res = await request.ok(() => true);
          sent += 1;
          if (res.status >= 500) {
            failures.push(
              `${route.method.toUpperCase()} ${route.path} (${route.handler}) — ${probe.label}: ${res.status} ${res.text.slice(0, 200)}`,
            );
          }
        }),
      );
    }
    return { failures, sent };
  }

  it(
    'signed in as an admin: no 5xx on any route',
    async () => {
      let admin = await signedInAccount(t, { isAdmin: true });
      // A probe may end the admin's session (sign-out, self-suspension): sign a fresh admin in when it did.
      const { failures, sent } = await fuzz(async () => {
        const me = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${admin.token}`);
        if (me.status !== 200) admin = await signedInAccount(t, { isAdmin: true });
        return admin.token;
      });
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(routes.length * 5);
    },
    FUZZ_CEILING_MS,
  );

  it(
    'as nobody: no 5xx on any route (input is refused before authentication is decided, or after)',
    async () => {
      const { failures } = await fuzz(async () => undefined);
      expect(failures).toEqual([]);
    },
    FUZZ_CEILING_MS,
  );
});
