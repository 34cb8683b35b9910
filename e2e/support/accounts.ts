/** Demo log-ins the backend seeds (see README / design §2). */
export const ADMIN = { email: 'admin@reagentswap.local', password: 'Admin!2345' };
export const ALICE = { email: 'alice@reagentswap.local', password: 'Member!2345' };
export const BOB = { email: 'bob@reagentswap.local', password: 'Member!2345' };

/** A fresh, unique account for tests that register. */
export function newMember() {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    id: undefined as string | undefined,
    email: `e2e-${suffix}@example.com`,
    username: `e2e_${suffix}`,
    password: 'Reagent!2345',
  };
}
