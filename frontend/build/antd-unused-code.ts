import type { Plugin } from 'vite';
import { parseSync } from 'vite';

/**
 * Leaves out of the build the antd code the app ships but never runs (issue 15: JavaScript a phone
 * downloads). What a page shows does not change: the code removed is code that does not run here.
 *
 * - The CSS-in-JS style functions. With `zeroRuntime` (src/app/theme.ts) antd's style hooks return
 *   before calling them: the rules are stylesheets made at build time (build/antd-static-styles.ts).
 *   Each component's `style/*.js` hands its function to `genStyleHooks` (or `genComponentStyleHook`,
 *   `genSubStyleComponent`); it is replaced there by one that yields no rules, and the bundler drops
 *   the functions nobody references any more (~20 KiB brotli on every page). The tokens the hooks
 *   still use at run time (component tokens for the CSS variables, the third argument) are kept.
 * - Card's tabs. antd's Card imports Tabs (with its overflow menu, ~20 KiB brotli) for its `tabList`,
 *   which the app never passes; Card gets a stand-in that fails loudly if one ever does.
 *
 * Only `vite build` goes through this: `vite serve` hands antd to the browser pre-bundled, untouched.
 */
export function antdUnusedCode(): Plugin {
  return {
    name: 'antd-unused-code',
    apply: 'build',
    transform(code, id) {
      const result = withoutUnusedAntdCode(code, id);
      return result === undefined ? undefined : { code: result, map: null };
    },
  };
}

const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+[\\/]style[\\/][^\\/]+\.js$/;
const CARD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/;
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const CARD_TABS_IMPORT = "import Tabs from '../tabs';";
/** Rendered only for `tabList`, which the app does not use: fail where a developer will see it. */
const CARD_TABS_STAND_IN =
  'const Tabs = () => { throw new Error("antd Card\'s tabList is left out of the build (frontend/build/antd-unused-code.ts)"); };';

/** The module's code without the unused parts, or undefined when it is not one this trims. */
export function withoutUnusedAntdCode(code: string, id: string): string | undefined {
  if (CARD_MODULE.test(id)) {
    if (!code.includes(CARD_TABS_IMPORT)) throw new Error(`antd-unused-code: ${id} no longer imports Tabs as expected`);
    return code.replace(CARD_TABS_IMPORT, CARD_TABS_STAND_IN);
  }
  if (STYLE_MODULE.test(id)) return withoutStyleFunctions(code, id);
  return undefined;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Replaces the style function passed to antd's style hook factories with one that yields no rules. */
function withoutStyleFunctions(code: string, id: string): string | undefined {
  const edits: Array<{ start: number; end: number }> = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node & { name?: string };
      const args = node.arguments as Node[];
      if (callee.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(callee.name ?? '') && args.length >= 2) {
        edits.push({ start: args[1].start, end: args[1].end });
      }
    }
    for (const key of Object.keys(node)) if (key !== 'type') visit(node[key]);
  };
  const { program, errors } = parseSync(id, code);
  if (errors.length) throw new Error(`antd-unused-code: cannot parse ${id}: ${errors[0].message}`);
  visit(program);
  if (!edits.length) return undefined;
  let result = code;
  for (const { start, end } of edits.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start)}() => []${result.slice(end)}`;
  }
  return result;
}
