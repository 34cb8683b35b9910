import { parseSync } from 'vite';

/** A module of antd's CSS-in-JS styles (`antd/es/button/style/index.js`, `antd/es/input/style/token.js` …). */
export const ANTD_STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+[\\/]style[\\/][^\\/]+\.js$/;

/** antd's style hook factories: `(component, styleFn, getDefaultToken, options)`. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * `code` with the argument at `index` of every call to antd's style hook factories replaced by `replacement`
 * (found by parsing, with Vite's `parseSync`), or undefined when it has no such call.
 */
export function replaceStyleHookArgument(code: string, id: string, index: number, replacement: string): string | undefined {
  const edits: Array<{ start: number; end: number }> = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node & { name?: string };
      const args = node.arguments as Node[];
      if (callee.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(callee.name ?? '') && args.length > index) {
        edits.push({ start: args[index].start, end: args[index].end });
      }
    }
    for (const key of Object.keys(node)) if (key !== 'type') visit(node[key]);
  };
  const { program, errors } = parseSync(id, code);
  if (errors.length) throw new Error(`cannot parse ${id}: ${errors[0].message}`);
  visit(program);
  if (!edits.length) return undefined;
  let result = code;
  for (const { start, end } of edits.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start)}${replacement}${result.slice(end)}`;
  }
  return result;
}
