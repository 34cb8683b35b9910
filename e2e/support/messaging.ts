import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInThroughApi } from './api';

/** Helpers for messaging tests: members in browser contexts of their own, messages sent through the API. */

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface MemberPage {
  page: Page;
  token: string;
}

/** A browser context of its own for `member` (each party of a chat keeps their own session), signed in through the API. */
export async function chatPage(browser: Browser, member: { email: string; password: string }, viewport = DESKTOP): Promise<MemberPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const token = await signInThroughApi(page, member);
  return { page, token };
}

/** Sends a message as the member whose token is given (POST /api/messages). */
export async function sendMessageThroughApi(
  request: APIRequestContext,
  token: string,
  recipientId: string,
  content: string,
  reagentId?: string,
): Promise<{ id: string }> {
  const response = await request.post('/api/messages', {
    headers: { Authorization: `Bearer ${token}` },
    data: { recipientId, content, ...(reagentId ? { reagentId } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** The chat's message bubbles, oldest first. */
export const chatMessages = (page: Page) => page.getByTestId('chat-message');

/** A toast with exactly this text. */
export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

/** The Live indicator once the socket is connected. */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('live-indicator')).toHaveText('Live');
}
