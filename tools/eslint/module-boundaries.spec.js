import path from 'node:path';
import { RuleTester } from 'eslint';
import rule from './module-boundaries.js';

const modules = path.resolve('backend/src/modules');
const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

ruleTester.run('module-boundaries', rule, {
  valid: [
    { filename: `${modules}/swaps/commands/x/x.handler.ts`, code: "import { ReserveCreditsCommand } from '../../../ledger/index.js';" },
    { filename: `${modules}/ledger/commands/x/x.handler.ts`, code: "import { decide } from '../../domain/credit-account.decider.js';" },
    { filename: `${modules}/ledger/ledger.module.ts`, code: "import { recordInOutbox } from '../../shared/outbox/outbox.js';" },
    { filename: `${modules}/notifications/x.ts`, code: "import { UserApproved } from '../identity/index.js';" },
    { filename: `${modules}/realtime/x.ts`, code: "import { SwapApproved } from '../swaps/index.js';" },
  ],
  invalid: [
    {
      filename: `${modules}/swaps/commands/x/x.handler.ts`,
      code: "import { LedgerEventSchema } from '../../../ledger/infrastructure/ledger-event.entity.js';",
      errors: [{ messageId: 'internal' }],
    },
    { filename: `${modules}/ledger/x.ts`, code: "import { UserRegistered } from '../identity/index.js';", errors: [{ messageId: 'direction' }] },
    { filename: `${modules}/identity/x.ts`, code: "export * from '../swaps/index.js';", errors: [{ messageId: 'direction' }] },
    { filename: `${modules}/messaging/x.ts`, code: "import { RealtimeModule } from '../realtime/index.js';", errors: [{ messageId: 'direction' }] },
    {
      filename: path.resolve('backend/src/shared/outbox/x.ts'),
      code: "import { IdentityModule } from '../../modules/identity/index.js';",
      errors: [{ messageId: 'shared' }],
    },
  ],
});
