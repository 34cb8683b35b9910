import type { Me } from '@reagentswap/contracts';

/** GET /api/auth/me, and the user in every session answer (the shared contract). */
export type CurrentUserView = Me;
