import type { NestExpressApplication } from '@nestjs/platform-express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type request from 'supertest';

/**
 * What a test fixture may use of a running test app. Types only, so module fixtures
 * (`modules/<x>/testing/*`) depend on this shape and not on test-app.ts, which boots the whole
 * application (and so every module): a fixture importing it closed a loop from each module back
 * to all of them. `createTestApp` (test-app.ts) builds it; only `*.int.spec.ts` files call that.
 */
export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  orm: MikroORM;
  /** An approved member (or admin) created directly, as the seed does, and signed in. */
  signedInAccount(options?: AccountOptions): Promise<SignedInAccount>;
  close(): Promise<void>;
}

export interface AccountOptions {
  isAdmin?: boolean;
  email?: string;
  university?: string;
}

export interface SignedInAccount {
  id: string;
  email: string;
  token: string;
  cookie: string[];
}
