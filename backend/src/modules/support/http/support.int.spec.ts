import { createTestApp, uniqueEmail, type TestApp } from '../../../testing/test-app.js';

const validSupport = () => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('support'),
  issueType: 'swap',
  message: 'My swap request is stuck in pending.',
});
const validContact = () => ({
  name: 'Bob Janssens',
  university: 'KU Leuven, Immunology Lab',
  email: uniqueEmail('contact'),
  message: 'We would like to join the platform.',
});

async function outboxFor(t: TestApp, eventType: string, email: string) {
  const rows = await t.orm.em
    .fork()
    .execute<{ payload: Record<string, unknown> }[]>(`select payload from outbox where event_type = ? and payload->>'email' = ?`, [
      eventType,
      email,
    ]);
  return rows.map((r) => r.payload);
}

describe('support and contact forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it.each<[string, Record<string, unknown>]>([
    ['Name must be at least 2 characters', { name: ' A ' }],
    ['Name must be at least 2 characters', { name: undefined }],
    ['Please enter a valid email address', { email: 'not-an-email' }],
    ['Please enter a valid email address', { email: '' }],
    ['Please select an issue type', { issueType: '' }],
    ['Please select an issue type', { issueType: 'complaint' }],
    ['Message must be at least 10 characters', { message: 'Too short' }],
  ])('support: "%s"', async (message, overrides) => {
    const res = await t
      .http()
      .post('/api/support')
      .send({ ...validSupport(), ...overrides })
      .expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', detail: message });
  });

  it('support: lists every problem in form order', async () => {
    const res = await t.http().post('/api/support').send({}).expect(400);
    expect(res.body.errors).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'issueType', message: 'Please select an issue type' },
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
  });

  it.each(['account', 'reagent', 'swap', 'payment', 'bug', 'other'])(
    'support: stores a %s request with its event, anonymously',
    async (issueType) => {
      const body = { ...validSupport(), issueType };
      const res = await t.http().post('/api/support').send(body).expect(201);
      expect(res.body).toEqual({ message: 'Support request submitted!' });
      const [row] = await t.orm.em.fork().execute('select * from support_requests where email = ?', [body.email]);
      expect(row).toMatchObject({ name: body.name, issue_type: issueType, message: body.message });
      expect(await outboxFor(t, 'support.support-request-submitted', body.email)).toEqual([
        {
          requestId: row!.id,
          name: body.name,
          email: body.email,
          issueType,
          issueTypeLabel: expect.any(String),
          message: body.message,
          submittedAt: expect.any(String),
        },
      ]);
    },
  );

  it.each<[string, Record<string, unknown>]>([
    ['Name must be at least 2 characters', { name: 'B' }],
    ['Lab/University must be at least 2 characters', { university: 'K' }],
    ['Lab/University must be at least 2 characters', { university: undefined }],
    ['Please enter a valid email address', { email: 'bob@' }],
    ['Message must be at least 10 characters', { message: '   short   ' }],
  ])('contact: "%s"', async (message, overrides) => {
    const res = await t
      .http()
      .post('/api/contact')
      .send({ ...validContact(), ...overrides })
      .expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', detail: message });
  });

  it('contact: lists every problem in form order', async () => {
    const res = await t.http().post('/api/contact').send({}).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'university', 'email', 'message']);
  });

  it('contact: stores the message with its event', async () => {
    const body = validContact();
    const res = await t.http().post('/api/contact').send(body).expect(201);
    expect(res.body).toEqual({ message: 'Message sent!' });
    const [row] = await t.orm.em.fork().execute('select * from contact_messages where email = ?', [body.email]);
    expect(row).toMatchObject({ name: body.name, university: body.university, message: body.message });
    expect(await outboxFor(t, 'support.contact-message-submitted', body.email)).toEqual([
      {
        messageId: row!.id,
        name: body.name,
        university: body.university,
        email: body.email,
        message: body.message,
        submittedAt: expect.any(String),
      },
    ]);
  });

  it('stores nothing when the form is invalid', async () => {
    const body = { ...validContact(), message: 'short' };
    await t.http().post('/api/contact').send(body).expect(400);
    expect(await t.orm.em.fork().execute('select id from contact_messages where email = ?', [body.email])).toEqual([]);
    expect(await outboxFor(t, 'support.contact-message-submitted', body.email)).toEqual([]);
  });
});

describe('support form rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '2' });
  }, 60_000);
  afterAll(() => t.close());

  it('answers 429 after too many submissions from one client', async () => {
    for (let i = 0; i < 2; i++) await t.http().post('/api/contact').send(validContact()).expect(201);
    const res = await t.http().post('/api/contact').send(validContact()).expect(429);
    expect(res.body).toMatchObject({ code: 'RATE_LIMITED', detail: 'Too many attempts. Please wait a minute and try again.' });
    // Each form has its own window.
    await t.http().post('/api/support').send(validSupport()).expect(201);
  });
});
