// ESLint rule: a backend module may import another module only through its public index.ts, and
// only along the dependency directions of design.md §3. Shared code may import no module at all.
import path from 'node:path';

/** Which modules each module may depend on (design.md §3). `*` = any module's public surface. */
export const allowedDependencies = {
  identity: ['institutions'],
  institutions: [],
  community: ['identity'],
  ledger: [],
  // The refusal log names the member who tried (identity.member_directory, ADR 0021).
  compliance: ['identity'],
  catalog: ['identity', 'compliance'],
  // A thread about a reagent shows its name (catalog.reagent_summaries, ADR 0021); catalog never reads messaging.
  messaging: ['identity', 'catalog'],
  requests: ['identity', 'catalog', 'compliance'],
  swaps: ['identity', 'catalog', 'ledger', 'messaging'],
  notifications: ['*'],
  reporting: ['*'],
  realtime: ['identity', 'messaging', 'swaps'],
  support: ['identity'],
};

const MODULES_DIR = `${path.sep}backend${path.sep}src${path.sep}modules${path.sep}`;
const SHARED_DIR = `${path.sep}backend${path.sep}src${path.sep}shared${path.sep}`;

function moduleOf(file) {
  const at = file.indexOf(MODULES_DIR);
  if (at === -1) return undefined;
  const rest = file.slice(at + MODULES_DIR.length).split(path.sep);
  return { name: rest[0], inner: rest.slice(1).join('/') };
}

export default {
  meta: {
    type: 'problem',
    messages: {
      internal:
        "'{{from}}' may not import '{{to}}' internals ({{path}}); import modules/{{to}}/index.js and use its commands, queries and events.",
      direction: "'{{from}}' may not depend on '{{to}}' (design.md §3 dependency directions).",
      shared: 'Shared code may not import a module ({{to}}); modules depend on shared, never the reverse.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    const inShared = file.includes(SHARED_DIR);
    if (!own && !inShared) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), spec));
      if (!target) return;
      if (inShared) return context.report({ node, messageId: 'shared', data: { to: target.name } });
      if (target.name === own.name) return;
      if (target.inner !== 'index.js' && target.inner !== 'index.ts' && target.inner !== 'index') {
        return context.report({ node, messageId: 'internal', data: { from: own.name, to: target.name, path: target.inner } });
      }
      const allowed = allowedDependencies[own.name] ?? [];
      if (!allowed.includes('*') && !allowed.includes(target.name)) {
        context.report({ node, messageId: 'direction', data: { from: own.name, to: target.name } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
