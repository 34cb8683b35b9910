import { createTestApp, signedInAccount, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../../../testing/test-app.js';

/** Regression tests for the hostile inputs that gave 500 (or were accepted) in the review of issue 7. */
describe('Hostile input gets a clear 4xx (API)', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signedInAccount>>;
  const auth = () => ({ Authorization: `Bearer ${member.token}` });
  const deep = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  beforeAll(async () => {
    t = await createTestApp();
    member = await signedInAccount(t);
  });
  afterAll(() => t.close());

  describe('control characters', () => {
    it('registration refuses a NUL in a field with 400 naming it', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({
          email: uniqueEmail(),
          username: 'Nul\u0000Name',
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
          acceptTerms: true,
        })
        .expect(400);
      expect(res.body).toMatchObject({
        status: 400,
        code: 'CONTROL_CHARACTER',
        detail: 'username must not contain control characters (found U+0000)',
        errors: [{ field: 'username' }],
      });
    });

    it('profile fields refuse NUL and escape characters, but keep line breaks in multi-line text', async () => {
      const nul = await t.http().patch('/api/profile').set(auth()).send({ city: 'Gh\u0000ent' }).expect(400);
      expect(nul.body.errors).toEqual([{ field: 'city', message: 'city must not contain control characters (found U+0000)' }]);
      await t.http().patch('/api/profile').set(auth()).send({ researchInterests: 'red \u001b[31m' }).expect(400);
      const ok = await t.http().patch('/api/profile').set(auth()).send({ researchInterests: 'Line one\nLine\ttwo' }).expect(200);
      expect(JSON.stringify(ok.body)).toContain('Line one\\nLine\\ttwo');
    });

    it('the community search refuses a NUL (and a line break) in the query string', async () => {
      const res = await t.http().get('/api/community').query({ search: 'a\u0000b' }).set(auth()).expect(400);
      expect(res.body).toMatchObject({
        detail: 'search must not contain control characters (found U+0000)',
        errors: [{ field: 'search' }],
      });
      await t.http().get('/api/community').query({ search: 'a\nb' }).set(auth()).expect(400);
      await t.http().get('/api/community').query({ search: 'Émilie' }).set(auth()).expect(200);
    });

    it('is refused before authentication too, and in a path parameter', async () => {
      await t.http().post('/api/auth/login').send({ email: 'x\u0000@example.com', password: 'x' }).expect(400);
      const res = await t.http().get('/api/community/profiles/%00').set(auth()).expect(400);
      expect(res.body.errors).toEqual([{ field: 'path', message: expect.stringContaining('U+0000') }]);
    });
  });

  describe('JSON depth and size', () => {
    it('a body nested 10,000 deep on the unauthenticated sign-in is a 400, not a stack overflow', async () => {
      const res = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send(deep(10_000)).expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'JSON_TOO_DEEP', detail: expect.stringMatching(/nested too deeply/) });
    });

    it('the bound is 32 levels: 31 inside a field pass on to validation', async () => {
      const res = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send(deep(31)).expect(400);
      expect(res.body.code).not.toBe('JSON_TOO_DEEP');
    });

    it('a body over 1 MB is a 413', async () => {
      const res = await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'a'.repeat(1_100_000) })
        .expect(413);
      expect(res.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    });

    it('an unsupported charset or content encoding is a 415, not a 500', async () => {
      await t.http().post('/api/auth/login').set('Content-Type', 'application/json; charset=iso-8859-1').send('{"a":1}').expect(415);
      await t
        .http()
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'compress')
        .send('{"a":1}')
        .expect(415);
    });
  });

  describe('JSON only', () => {
    it('sign-in refuses a form post (login CSRF) with 415 and says what to send', async () => {
      const res = await t.http().post('/api/auth/login').type('form').send({ email: member.email, password: STRONG_PASSWORD }).expect(415);
      expect(res.body).toMatchObject({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        detail: 'Send the request body as application/json (Content-Type header)',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['text/plain', '{"email":"a@b.c","password":"x"}'],
      ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--zz--\r\n'],
      ['application/xml', '<login/>'],
    ])('%s bodies are refused with 415', async (type, body) => {
      await t.http().post('/api/auth/login').set('Content-Type', type).send(body).expect(415);
    });

    it('requests without a body need no content type', async () => {
      await t
        .http()
        .post('/api/auth/logout')
        .set(auth())
        .expect((res) => expect(res.status).toBeLessThan(300));
    });
  });
});
