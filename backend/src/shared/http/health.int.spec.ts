import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as up', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers malformed JSON with a clear problem', async () => {
    const res = await t.http().post('/api/auth/login').set('content-type', 'application/json').send('{bad').expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'MALFORMED_JSON', detail: 'Malformed JSON in request body' });
  });

  it('answers unknown API routes with 404 in the same shape', async () => {
    const res = await t.http().get('/api/nope').expect(404);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
