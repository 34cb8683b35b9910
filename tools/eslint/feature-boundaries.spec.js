import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule, { allowedFeatureDependencies } from './feature-boundaries.js';

const src = path.resolve('frontend/src');
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

ruleTester.run('feature-boundaries', rule, {
  valid: [
    { filename: `${src}/features/admin/components/CreditCell.tsx`, code: "import { formatCredits } from '../../credits';" },
    { filename: `${src}/features/admin/components/CreditCell.tsx`, code: "import { formatCredits } from '../../credits/index';" },
    { filename: `${src}/features/admin/components/CreditCell.tsx`, code: "import { nameOf } from '../lib/format';" },
    { filename: `${src}/features/admin/AdminPage.tsx`, code: "import { toast } from '../../shared/ui/toast';" },
    { filename: `${src}/features/admin/AdminPage.tsx`, code: "import { useAppDispatch } from '../../shared/store/hooks';" },
    { filename: `${src}/features/notifications/push.ts`, code: "import type { AppDispatch } from '../../shared/store/store';" },
    { filename: `${src}/features/swaps/lib/useSwapPushes.ts`, code: "import { useRealtimeEvent } from '../../../shared/realtime';" },
    { filename: `${src}/shared/realtime/RealtimeConnection.tsx`, code: "import { useAppDispatch } from '../store/hooks';" },
    { filename: `${src}/app/FeaturePushes.tsx`, code: "import { useSwapPushes } from '../features/swaps';" },
    { filename: `${src}/app/router.tsx`, code: "import { AdminPage } from '../features/admin';" },
    { filename: `${src}/shared/api/profileApi.ts`, code: "import { baseApi } from './baseApi';" },
    { filename: `${src}/features/profile/components/PushTab.tsx`, code: "export { usePushPermission } from '../../notifications';" },
  ],
  invalid: [
    {
      filename: `${src}/features/admin/components/CreditCell.tsx`,
      code: "import { formatCredits } from '../../credits/creditsApi';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: `${src}/features/admin/MemberCreditsPage.tsx`,
      code: "export { CreditHistoryView } from '../credits/components/CreditHistoryView';",
      errors: [{ messageId: 'internal' }],
    },
    // The cycle this rule was written against: notifications may not reach back into profile.
    {
      filename: `${src}/features/notifications/push.ts`,
      code: "import { profileApi } from '../profile';",
      errors: [{ messageId: 'direction' }],
    },
    {
      filename: `${src}/features/credits/CreditsPage.tsx`,
      code: "const admin = import('../admin');",
      errors: [{ messageId: 'direction' }],
    },
    { filename: `${src}/features/newfeature/Page.tsx`, code: "import { x } from '../credits';", errors: [{ messageId: 'direction' }] },
    {
      filename: `${src}/shared/ui/x.tsx`,
      code: "import { x } from '../../features/auth';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: `${src}/shared/ui/x.tsx`,
      code: "import { useAppSelector } from '../../app/hooks';",
      errors: [{ messageId: 'sharedImportsApp' }],
    },
    {
      filename: `${src}/features/notifications/push.ts`,
      code: "import { store } from '../../app/store';",
      errors: [{ messageId: 'featureImportsApp' }],
    },
    // Not even types or the hooks: app/ imports the features, so anything features need lives in shared/.
    {
      filename: `${src}/features/notifications/push.ts`,
      code: "import type { AppDispatch } from '../../app/store';",
      errors: [{ messageId: 'featureImportsApp' }],
    },
    {
      filename: `${src}/features/admin/AdminPage.tsx`,
      code: "import { useAppDispatch } from '../../app/hooks';",
      errors: [{ messageId: 'featureImportsApp' }],
    },
    // The socket is the shell's: shared/realtime knows no feature, and features reach each other's push handling only through index.ts.
    {
      filename: `${src}/shared/realtime/RealtimeConnection.tsx`,
      code: "import { refetchSwap } from '../../features/messaging';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: `${src}/features/messaging/lib/useMessagingPushes.ts`,
      code: "import { swapTagsOnStatus } from '../../swaps/lib/swapTags';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: `${src}/features/layout/AppLayout.tsx`,
      code: "import { router } from '../../app/router';",
      errors: [{ messageId: 'featureImportsApp' }],
    },
    {
      filename: `${src}/app/router.tsx`,
      code: "import { AdminPage } from '../features/admin/AdminPage';",
      errors: [{ messageId: 'appImportsInternal' }],
    },
  ],
});

describe('allowedFeatureDependencies', () => {
  it('has no cycle, so no two features can import each other even indirectly', () => {
    const visiting = new Set();
    const done = new Set();
    const cycleFrom = (feature, trail) => {
      if (visiting.has(feature)) return [...trail, feature];
      if (done.has(feature)) return undefined;
      visiting.add(feature);
      for (const next of allowedFeatureDependencies[feature] ?? []) {
        const cycle = cycleFrom(next, [...trail, feature]);
        if (cycle) return cycle;
      }
      visiting.delete(feature);
      done.add(feature);
      return undefined;
    };
    for (const feature of Object.keys(allowedFeatureDependencies)) expect(cycleFrom(feature, [])).toBeUndefined();
  });

  it('declares every feature in frontend/src/features, and depends only on declared ones', () => {
    const folders = readdirSync(`${src}/features`, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const declared = Object.keys(allowedFeatureDependencies);
    for (const folder of folders) expect(declared).toContain(folder);
    for (const dependencies of Object.values(allowedFeatureDependencies)) for (const d of dependencies) expect(declared).toContain(d);
  });
});
