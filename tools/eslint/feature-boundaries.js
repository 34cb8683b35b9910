// ESLint rule: the frontend's counterpart of module-boundaries.js. A feature (frontend/src/features/<x>/)
// may use another feature only through its public file, features/<y>/index.ts, and only along the
// directions below (so no cycles); shared/ imports no feature and nothing of app/; features import
// nothing of app/ (not even types), since app/ (router, shell) imports them: the store and its typed
// hooks live in shared/store/, the socket in shared/realtime/.
import path from 'node:path';

/**
 * Which features each feature may depend on. Kept acyclic (the spec checks): where two features
 * need the same thing, it moves to shared/ or the lower one offers it.
 */
export const allowedFeatureDependencies = {
  admin: ['auth', 'credits', 'pwa'],
  auth: ['institutions', 'notifications', 'profile'],
  catalog: ['ratings'],
  community: ['catalog', 'ratings'],
  credits: [],
  dashboard: ['catalog', 'credits', 'messaging', 'notifications', 'swaps'],
  help: [],
  home: ['auth'],
  institutions: [],
  layout: ['auth', 'messaging', 'notifications', 'profile', 'pwa', 'swaps'],
  legal: [],
  messaging: ['catalog'],
  'not-found': [],
  notifications: ['pwa'],
  profile: ['institutions', 'notifications'],
  pwa: [],
  ratings: [],
  requests: ['auth', 'catalog'],
  swaps: ['auth', 'catalog', 'credits'],
};

const SRC = `${path.sep}frontend${path.sep}src${path.sep}`;

/** 'features/admin/components/X' → { area: 'features', feature: 'admin', inner: 'components/X' } */
function locate(file) {
  const at = file.indexOf(SRC);
  if (at === -1) return undefined;
  const [area, ...rest] = file.slice(at + SRC.length).split(path.sep);
  if (area === 'features') return { area, feature: rest[0], inner: rest.slice(1).join('/') };
  return { area, inner: rest.join('/') };
}

/** `../credits` (the folder) or `../credits/index`: both resolve to the public file. */
const isPublicFile = (inner) => inner === '' || /^index(\.tsx?|\.js)?$/.test(inner);

export default {
  meta: {
    type: 'problem',
    messages: {
      internal:
        "Feature '{{from}}' may not import '{{to}}' internals ({{path}}); import features/{{to}}/index.ts (add what you need to it).",
      direction:
        "Feature '{{from}}' may not depend on '{{to}}' (allowedFeatureDependencies in tools/eslint/feature-boundaries.js; no cycles).",
      sharedImportsFeature: 'shared/ may not import a feature ({{to}}): features depend on shared, never the reverse.',
      sharedImportsApp: 'shared/ may not import app/ ({{path}}): app/ wires shared and features together.',
      featureImportsApp:
        "Feature '{{from}}' may not import app/{{path}}: app/ imports features, not the reverse (the store and its hooks are in shared/store/).",
      appImportsInternal: "app/ may import feature '{{to}}' only through features/{{to}}/index.ts, not {{path}}.",
    },
    schema: [],
  },
  create(context) {
    const own = locate(context.filename);
    if (!own || !['features', 'shared', 'app'].includes(own.area)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(context.filename), spec));
      if (!target) return;
      const report = (messageId, data) => context.report({ node, messageId, data });

      if (own.area === 'shared') {
        if (target.area === 'features') return report('sharedImportsFeature', { to: target.feature });
        if (target.area === 'app') return report('sharedImportsApp', { path: target.inner });
        return;
      }
      if (own.area === 'app') {
        if (target.area === 'features' && !isPublicFile(target.inner))
          return report('appImportsInternal', { to: target.feature, path: target.inner });
        return;
      }
      // own.area === 'features'
      if (target.area === 'app') return report('featureImportsApp', { from: own.feature, path: target.inner });
      if (target.area !== 'features' || target.feature === own.feature) return;
      if (!isPublicFile(target.inner)) return report('internal', { from: own.feature, to: target.feature, path: target.inner });
      if (!(allowedFeatureDependencies[own.feature] ?? []).includes(target.feature)) {
        report('direction', { from: own.feature, to: target.feature });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
