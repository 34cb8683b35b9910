import { CATALOG_MESSAGES } from '@reagentswap/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

const someId = '00000000-0000-4000-8000-000000000000';

/** Spec §5: login is required for uploading, removing and reactivating, with its own wording. */
describe('catalog actions while signed out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['post', '/api/reagents'],
    ['patch', `/api/reagents/${someId}`],
    ['post', `/api/reagents/${someId}/remove`],
    ['post', `/api/reagents/${someId}/reactivate`],
    ['put', `/api/reagents/${someId}/image`],
    ['delete', `/api/reagents/${someId}/image`],
    ['post', '/api/reagents/import'],
  ] as const)('%s %s → 401 "%s"', async (method, path) => {
    const res = await t.http()[method](path).set('Content-Type', 'application/json').send('{}').expect(401);
    expect(res.body.detail).toBe(CATALOG_MESSAGES.signedOutUpload);
  });

  it.each(['/api/reagents/mine', '/api/reagents/mine/counts', '/api/reagents/mine/export'])(
    'GET %s → 401 with the My Reagents wording',
    async (path) => {
      const res = await t.http().get(path).expect(401);
      expect(res.body.detail).toBe(CATALOG_MESSAGES.signedOutMine);
    },
  );
});
