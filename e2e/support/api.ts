import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { ADMIN, newMember } from './accounts';

interface University {
  id: string;
  name: string;
}
interface Lab {
  id: string;
  name: string;
  universityId: string;
}

/**
 * Universities and labs that tests create are named "E2E …" or "Institute e2e-…": a test running
 * at the same time may be counting the members of its own lab.
 */
const madeByATest = (name: string) => /\be2e\b/i.test(name);

/** A seeded university that has at least one seeded lab, read through the public API. */
export async function findSeededUniversityWithLab(request: APIRequestContext): Promise<{ university: University; lab: Lab }> {
  const universitiesResponse = await request.get('/api/universities');
  expect(universitiesResponse.ok()).toBeTruthy();
  const universities = (await universitiesResponse.json()) as University[];
  for (const university of universities.filter((u) => !madeByATest(u.name))) {
    const labsResponse = await request.get(`/api/universities/${university.id}/labs`);
    if (!labsResponse.ok()) continue;
    const labs = (await labsResponse.json()) as Lab[];
    const lab = labs.find((l) => !madeByATest(l.name));
    if (lab) return { university, lab };
  }
  throw new Error('The seed data has no university with a lab');
}

/** Signs in as the seeded admin (in the API context, not the browser) and approves a user. */
export async function approveUser(request: APIRequestContext, userId: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const approve = await request.post(`/api/admin/users/${userId}/approve`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(approve.status(), await approve.text()).toBe(200);
}

// ---------------------------------------------------------------------------------------------
// Members created through the API, sign-in without the form, the admin's view of sent mail.

/** Sign-in and registration are rate-limited per client (10 a minute): wait and retry on 429. */
export async function retryOnRateLimit(call: () => Promise<APIResponse>, attempts = 3): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await call();
    if (response.status() !== 429 || attempt >= attempts) return response;
    const seconds = Number(response.headers()['retry-after'] ?? '10');
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(seconds, 1), 61) * 1000));
  }
}

let adminSession: { token: string; until: number } | null = null;

/** An admin access token (one sign-in per test worker while it is valid). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (adminSession && adminSession.until > Date.now()) return adminSession.token;
  const login = await retryOnRateLimit(() => request.post('/api/auth/login', { data: ADMIN }));
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken, expiresAt } = (await login.json()) as { accessToken: string; expiresAt: string };
  adminSession = { token: accessToken, until: Date.parse(expiresAt) - 60_000 };
  return accessToken;
}

/** A member registered through the API, with the password to sign in and where they work. */
export interface RegisteredMember {
  id: string;
  email: string;
  username: string;
  password: string;
  university: University;
  lab: Lab;
}
/** A registered member once the admin has approved them (the same fields). */
export type ApprovedMember = RegisteredMember;

/** Registers a fresh member at a seeded university and lab through the API; the account stays pending. */
export async function registerPendingMember(request: APIRequestContext): Promise<RegisteredMember> {
  const { university, lab } = await findSeededUniversityWithLab(request);
  const member = newMember();
  const response = await retryOnRateLimit(() =>
    request.post('/api/auth/register', {
      data: {
        email: member.email,
        username: member.username,
        universityId: university.id,
        labId: lab.id,
        password: member.password,
        confirmPassword: member.password,
        acceptTerms: true,
      },
    }),
  );
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, email: member.email, username: member.username, password: member.password, university, lab };
}

/** Registers a fresh member at a seeded university and lab, and has the admin approve it. */
export async function registerApprovedMember(request: APIRequestContext): Promise<ApprovedMember> {
  const member = await registerPendingMember(request);
  const approve = await request.post(`/api/admin/users/${member.id}/approve`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  return member;
}

/** The local-storage flag 'Maybe Later' (or any answer) leaves on the push wizard (spec §4). */
export const PUSH_PROMPT_DISMISSED_KEY = 'push-prompt-dismissed';

/**
 * The push wizard ('Stay Updated Instantly') opens by itself about 2 s after load for a member
 * without push on this browser (spec §4), over whatever a test is doing. Tests about something
 * else sign in as a member who already answered it on this browser; e2e/push-prompt.spec.ts does
 * not. Set before every page load of this page (the app reads it at start).
 */
export async function answerPushPromptBeforehand(page: Page): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), PUSH_PROMPT_DISMISSED_KEY);
}

/**
 * Signs in through the API from the page's own request context: the refresh cookie lands in the
 * browser, so the next page load restores the session. For tests about something other than the
 * sign-in form. Returns the access token for API calls made on the member's behalf.
 * `pushPrompt: 'unanswered'` leaves the push wizard to come as it would for a new member.
 */
export async function signInThroughApi(
  page: Page,
  credentials: { email: string; password: string },
  { pushPrompt = 'answered' }: { pushPrompt?: 'answered' | 'unanswered' } = {},
): Promise<string> {
  if (pushPrompt === 'answered') await answerPushPromptBeforehand(page);
  const login = await retryOnRateLimit(() => page.request.post('/api/auth/login', { data: credentials }));
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return accessToken;
}

/** Signs in through the API alone (no browser): the access token and the user's id, for set-up calls on their behalf. */
export async function signInForApi(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<{ accessToken: string; userId: string }> {
  const login = await retryOnRateLimit(() => request.post('/api/auth/login', { data: credentials }));
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: { id: string } };
  return { accessToken, userId: user.id };
}

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string | null;
}

/** The newest e-mail to `address` whose text contains `marker` (waits for the mail queue). */
export async function latestMailTo(request: APIRequestContext, address: string, marker: string): Promise<OutboxMail> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const list = await request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(address)}&pageSize=20`, { headers });
        if (!list.ok()) return false;
        const { items } = (await list.json()) as { items: Array<{ id: string }> };
        for (const { id } of items) {
          const mail = (await (await request.get(`/api/admin/mail-outbox/${id}`, { headers })).json()) as OutboxMail;
          if (mail.text?.includes(marker)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The token of a link such as http://host/reset-password?token=… inside an e-mail's text. */
export function tokenFromLink(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, '\\/')}\\?token=([^\\s"'<>)]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}
