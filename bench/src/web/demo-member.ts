import type { AuthSession, CursorPage, ReagentView } from '@reagentswap/contracts';
import { DEMO_MEMBER_PASSWORD } from '#backend/seed/demo-data.js';

/** The demo member whose pages are measured, and the one who wrote to them. */
export const MEASURED_MEMBER = 'alice@reagentswap.local';
export const CORRESPONDENT = 'bob@reagentswap.local';

/** A demo member's sign-in as a browser has it: the refresh cookie (name, value, path) and the access token. */
export interface MemberSignIn {
  userId: string;
  accessToken: string;
  refreshCookie: { name: string; value: string; path: string };
}

async function call<T>(
  baseUrl: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ body: T; response: Response }> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl}${path}`, {
    ...rest,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return { body: (response.status === 204 ? undefined : await response.json()) as T, response };
}

/** Reads the refresh cookie the sign-in set (`rs_refresh=…; Path=/api/auth; …`). */
export function refreshCookieOf(setCookies: string[]): MemberSignIn['refreshCookie'] {
  for (const header of setCookies) {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) !== 'rs_refresh') continue;
    const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice('path='.length) ?? '/';
    return { name: 'rs_refresh', value: pair.slice(eq + 1), path };
  }
  throw new Error('The sign-in set no rs_refresh cookie');
}

/** A fresh session: every member page gets its own, as refresh tokens rotate and a reused one ends the session. */
export async function signIn(baseUrl: string, email: string): Promise<MemberSignIn> {
  const { body, response } = await call<AuthSession>(baseUrl, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: DEMO_MEMBER_PASSWORD }),
  });
  return { userId: body.user.id, accessToken: body.accessToken, refreshCookie: refreshCookieOf(response.headers.getSetCookie()) };
}

/** The ids in the measured pages' paths: a demo reagent (another member's) and the correspondent. */
export interface DemoIds {
  reagentId: string;
  correspondentId: string;
}

/**
 * Looks the ids up through the API. `writeMessage`: on a server the bench started itself, the
 * correspondent first writes to the measured member, so the conversation page has a message to
 * show (the demo data has none); on someone else's server (BENCH_URL) nothing is written.
 */
export async function demoIds(baseUrl: string, writeMessage: boolean): Promise<DemoIds> {
  const member = await signIn(baseUrl, MEASURED_MEMBER);
  const correspondent = await signIn(baseUrl, CORRESPONDENT);
  const { body: page } = await call<CursorPage<ReagentView>>(baseUrl, '/api/reagents?limit=1', { token: member.accessToken });
  const reagent = page.items[0];
  if (!reagent) throw new Error('The server lists no reagent: start it with SEED_DEMO_DATA=true');
  if (writeMessage) {
    await call(baseUrl, '/api/messages', {
      method: 'POST',
      token: correspondent.accessToken,
      body: JSON.stringify({
        recipientId: member.userId,
        content: 'Hello Alice, is the acetone still available? I could pick it up on Friday.',
      }),
    });
  }
  return { reagentId: reagent.id, correspondentId: correspondent.userId };
}
