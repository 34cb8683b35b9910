import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminToken, signInThroughApi } from './api';

/** Helpers for swap tests: listings, credits and swap requests made through the API, not the screens. */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const tag = () => Math.random().toString(36).slice(2, 8);

export interface Listing {
  id: string;
  name: string;
}

/** Lists a reagent for the member whose access token is given. */
export async function listReagentThroughApi(
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<Listing> {
  const response = await request.post('/api/reagents', {
    headers: bearer(token),
    data: { name: `Reagent ${tag()}`, catalogNumber: `E2E-${tag()}`, category: 'chemicals', amount: '250', unit: 'mL', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Listing;
}

/** The admin sets a member's balance (new members start at 0), as the admin panel's pencil edit does. */
export async function setCreditsThroughApi(request: APIRequestContext, userId: string, newBalance: number): Promise<void> {
  const response = await request.post(`/api/admin/credits/${userId}/adjust`, {
    headers: bearer(await adminToken(request)),
    data: { newBalance, reason: 'E2E: credits for a swap test' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export interface CreatedSwap {
  id: string;
  status: string;
  /** Usernames as the app shows them (the server may normalise what was registered). */
  requester: { id: string; username: string };
  owner: { id: string; username: string };
}

/** The requester (token) asks for `reagentId`, offering credits (a number) or one of their listings (its id). */
export async function requestSwapThroughApi(
  request: APIRequestContext,
  token: string,
  reagentId: string,
  offer: number | { reagentId: string },
  message = 'Could we swap? (E2E)',
): Promise<CreatedSwap> {
  const response = await request.post('/api/swaps', {
    headers: bearer(token),
    data: {
      reagentId,
      message,
      offer: typeof offer === 'number' ? { kind: 'credits', credits: offer } : { kind: 'reagent', reagentId: offer.reagentId },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { swap: CreatedSwap }).swap;
}

/**
 * A browser context of its own, signed in through the API as `member`: one per party of a swap, so
 * each keeps their own session. Returns the page and the member's access token for set-up calls.
 */
export async function signedInPage(
  browser: Browser,
  member: { email: string; password: string },
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const token = await signInThroughApi(page, member);
  return { page, token };
}
