import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { MessageSendResult, ProblemDetails } from '@reagentswap/contracts';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { listening, SocketClients, type MemberSocket } from './testing/socket-clients.js';

type Member = Awaited<ReturnType<typeof signedInAccount>>;
type Payload = (recipientId: string) => unknown;

/** Generous: an answer arrives in milliseconds; without one the test fails here instead of hanging. */
const ACK_TIMEOUT_MS = 5_000;

/** The ack of one 'message:send' with these arguments (none, one payload, or several). */
const sendOver = (tab: MemberSocket, ...args: unknown[]) =>
  (tab.timeout(ACK_TIMEOUT_MS) as unknown as { emitWithAck(event: string, ...a: unknown[]): Promise<MessageSendResult> }).emitWithAck(
    'message:send',
    ...args,
  );

async function refusalOf(tab: MemberSocket, ...args: unknown[]): Promise<ProblemDetails> {
  const result = await sendOver(tab, ...args);
  if (result.ok) throw new Error(`sent, though it should have been refused: ${JSON.stringify(result.message)}`);
  return result.problem;
}

describe("'message:send' answers every send in its ack", () => {
  let t: TestApp;
  let url: string;
  let alice: Member;
  let bob: Member;
  let aliceTab: MemberSocket;
  const clients = new SocketClients();

  beforeAll(async () => {
    t = await createTestApp();
    url = await listening(t);
    [alice, bob] = [await signedInAccount(t), await signedInAccount(t)];
    aliceTab = await clients.connect(url, alice.token);
  });
  afterAll(async () => {
    clients.closeAll();
    await t.close();
  });

  const overRest = async (body: unknown) =>
    (
      await t
        .http()
        .post('/api/messages')
        .set({ Authorization: `Bearer ${alice.token}` })
        .send(body as object)
    ).body as ProblemDetails;

  // Payloads POST /api/messages refuses too: the socket answers with the very same problem details.
  it.each<[string, Payload, string]>([
    ['NUL in the content', (to) => ({ recipientId: to, content: 'Hello\u0000there' }), 'content'],
    ['BEL in the content', (to) => ({ recipientId: to, content: 'Ding\u0007' }), 'content'],
    ['ESC in the content', (to) => ({ recipientId: to, content: '\u001b[31mred\u001b[0m' }), 'content'],
    ['NUL in the client id', (to) => ({ clientId: `${randomUUID()}\u0000`, recipientId: to, content: 'Hi' }), 'clientId'],
    ['a number as the recipient', () => ({ recipientId: 42, content: 'Hi' }), 'recipientId'],
    ['an object as the content', (to) => ({ recipientId: to, content: { text: 'Hi' } }), 'content'],
    ['a client id that is not a UUID', (to) => ({ clientId: 'first', recipientId: to, content: 'Hi' }), 'clientId'],
    ['a string as the action', (to) => ({ recipientId: to, content: 'Hi', payload: 'open' }), 'payload'],
    ['no recipient', () => ({ content: 'Hi' }), 'recipientId'],
    ['no content', (to) => ({ recipientId: to }), 'content'],
    ['content over the spec’s 5,000 characters', (to) => ({ recipientId: to, content: 'x'.repeat(5001) }), 'content'],
    ['content over the shape’s bound', (to) => ({ recipientId: to, content: 'x'.repeat(20_001) }), 'content'],
  ])('refuses %s with 400 naming the field, as POST /api/messages does', async (_, payload, field) => {
    const problem = await refusalOf(aliceTab, payload(bob.id));
    expect([problem.status, problem.errors?.[0]?.field]).toEqual([400, field]);
    expect(problem).toEqual(await overRest(payload(bob.id)));
  });

  it('names a control character it refuses', async () => {
    expect(await refusalOf(aliceTab, { recipientId: bob.id, content: 'Hello\u0000there' })).toMatchObject({
      status: 400,
      code: 'CONTROL_CHARACTER',
      detail: 'content must not contain control characters (found U+0000)',
    });
  });

  it('refuses unknown keys, naming them, instead of dropping them (a forged sender among them)', async () => {
    for (const key of ['senderId', 'isAdmin']) {
      expect(await refusalOf(aliceTab, { recipientId: bob.id, content: 'Signed by Bob?', [key]: bob.id })).toMatchObject({
        status: 400,
        detail: `property ${key} should not exist`,
        errors: [{ field: key, message: `property ${key} should not exist` }],
      });
    }
  });

  it('refuses a key flood before any DTO transformation, with the HTTP body’s problem', async () => {
    const flood = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, 1]));
    expect(await refusalOf(aliceTab, { recipientId: bob.id, content: 'Hi', ...flood })).toMatchObject({
      status: 400,
      code: 'JSON_TOO_MANY_KEYS',
    });
  });

  it('refuses a payload nested deeper than an HTTP body may be, with the HTTP body’s problem (no 500 from a recursing transformer)', async () => {
    let deep: unknown = 'Hi';
    for (let i = 0; i < 1_000; i++) deep = [deep];
    expect(await refusalOf(aliceTab, { recipientId: bob.id, content: deep })).toMatchObject({ status: 400, code: 'JSON_TOO_DEEP' });
  });

  it.each<[string, unknown[]]>([
    ['a string', ['Hello']],
    ['a number', [42]],
    ['null', [null]],
    ['an array', [[{ recipientId: 'x', content: 'Hi' }]]],
    ['nothing at all', []],
    [
      'two payloads',
      [
        { recipientId: 'x', content: 'Hi' },
        { recipientId: 'y', content: 'Hi' },
      ],
    ],
  ])('refuses %s as the payload with 400 naming the body', async (_, args) => {
    expect(await refusalOf(aliceTab, ...args)).toMatchObject({
      status: 400,
      errors: [{ field: 'body', message: 'body must be an object' }],
    });
  });

  it('still sends a well-formed message afterwards (tab and line breaks are text, not control characters)', async () => {
    const result = await sendOver(aliceTab, { recipientId: bob.id, content: 'Line one\n\tLine two' });
    expect(result).toMatchObject({ ok: true, message: { senderId: alice.id, content: 'Line one\n\tLine two' } });
  });

  it('answers a fresh token carrying control characters as a refusal, keeping the socket', async () => {
    const answer = await (aliceTab.timeout(ACK_TIMEOUT_MS) as MemberSocket).emitWithAck('auth:refresh', `${alice.token}\u0000`);
    expect(answer).toMatchObject({ ok: false, code: 'INVALID_ACCESS_TOKEN' });
    expect(aliceTab.connected).toBe(true);
  });

  it('logs refusals at debug, one line each, never as an ERROR with a stack', async () => {
    const error = jest.spyOn(Logger.prototype, 'error');
    const debug = jest.spyOn(Logger.prototype, 'debug');
    try {
      await refusalOf(aliceTab, { recipientId: bob.id, content: '\u0000' });
      await refusalOf(aliceTab, { recipientId: 42, content: 'Hi' });
      await refusalOf(aliceTab, 'Hello');
      expect(error).not.toHaveBeenCalled();
      expect(debug.mock.calls.map(([line]) => line)).toEqual([
        'message:send refused: 400 CONTROL_CHARACTER content',
        'message:send refused: 400 VALIDATION_FAILED recipientId',
        'message:send refused: 400 VALIDATION_FAILED body',
      ]);
    } finally {
      error.mockRestore();
      debug.mockRestore();
    }
  });
});

describe("'message:send' and the write limit", () => {
  it('counts every send before checking it: a flood of malformed sends gets the limit’s 429 once past the allowance', async () => {
    const t = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '3' });
    const clients = new SocketClients();
    try {
      const url = await listening(t);
      const [alice, bob] = [await signedInAccount(t), await signedInAccount(t)];
      const tab = await clients.connect(url, alice.token);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await refusalOf(tab, { recipientId: bob.id, content: `flood\u0000${i}` })).status ?? 0);
      expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
      expect(await refusalOf(tab, { recipientId: bob.id, content: 'A proper one' })).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        detail: 'Too many attempts. Please wait a minute and try again.',
      });
    } finally {
      clients.closeAll();
      await t.close();
    }
  });
});
