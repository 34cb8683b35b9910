import { randomUUID } from 'node:crypto';
import { expectRollsBackWithCaller } from '../../../shared/database/testing/rolls-back-with-caller.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { listReagent, member } from '../testing/messaging.fixtures.js';
import { PostMessageCommand } from './post-message/post-message.command.js';

/** Messaging's JoinsCallerTransaction command (a swap approval posts the owner's message in its transaction). */
describe('messaging commands joining their caller’s transaction', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('PostMessage: the message and its MessageSent event are gone with the caller', async () => {
    const [owner, requester] = [await member(t), await member(t)];
    const reagent = await listReagent(t, owner);
    const clientId = randomUUID();
    const command = new PostMessageCommand({
      senderId: owner.id,
      recipientId: requester.id,
      reagentId: reagent.id,
      content: 'Happy to help',
      clientId,
    });
    await expectRollsBackWithCaller(t.app, command, (em) =>
      em.execute(
        `select m.content, (select count(*)::int from outbox o where o.payload->>'messageId' = m.id::text) as events
         from messages m where m.sender_id = ? and m.client_id = ?`,
        [owner.id, clientId],
      ),
    );
  });
});
