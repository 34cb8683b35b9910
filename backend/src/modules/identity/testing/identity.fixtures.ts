import { STRONG_PASSWORD } from '../../../testing/test-credentials.js';
import type { TestApp } from '../../../testing/test-app.types.js';

/** Builders for identity API tests (real HTTP, real database); those other modules' tests share live in testing/. */
export {
  bearer,
  tag,
  createDirectory,
  memberWithProfile,
  registerPending,
  sql,
  type Directory,
  type Member,
} from '../../../testing/member-builders.js';

export const refreshCookieOf = (cookies: string[] | string | undefined) =>
  ([] as string[])
    .concat(cookies ?? [])
    .find((c) => c.startsWith('rs_refresh='))!
    .split(';')[0]!;

export function login(t: TestApp, email: string, password = STRONG_PASSWORD) {
  return t.http().post('/api/auth/login').send({ email, password });
}

/** Outbox payloads of one event type for one user, oldest first. */
export async function outboxPayloads<T = Record<string, any>>(t: TestApp, eventType: string, userId: string): Promise<T[]> {
  const rows = await t.orm.em
    .fork()
    .execute<{ payload: T }[]>(`select payload from outbox where event_type = ? and payload->>'userId' = ? order by id`, [
      eventType,
      userId,
    ]);
  return rows.map((r) => r.payload);
}

export const tokenFromLink = (link: string) => new URL(link).searchParams.get('token')!;
