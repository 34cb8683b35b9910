import { createTestApp, signedInAccount } from '../../testing/test-app.js';

describe('authentication with several apps in one process', () => {
  it("authenticates each app's requests with that app's own strategy and database connection", async () => {
    const first = await createTestApp();
    try {
      const member = await signedInAccount(first);
      // Passport's default strategy registry is process-wide: without a registry per strategy, the
      // second app's strategy (and its soon-closed connection pool) would answer for the first app.
      const second = await createTestApp();
      await second.close();
      await first.http().get('/api/auth/me').set('Authorization', `Bearer ${member.token}`).expect(200);
    } finally {
      await first.close();
    }
  });
});
