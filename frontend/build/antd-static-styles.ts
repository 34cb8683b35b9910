import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';

/**
 * antd's styles as stylesheets made at build time, so the browser does not compute them, and each page
 * loads only those of the components it shows.
 *
 * By default every antd component builds its CSS in JavaScript the first time it renders (tokens,
 * hashing, serialising, inserting a <style>): on a phone that was most of the seconds a page spent
 * before its heading showed (issue 15). With `zeroRuntime` (src/app/theme.ts) the components skip that
 * and this plugin supplies the same CSS, rendered here once with the app's theme by
 * `@ant-design/static-style-extract`:
 * - `virtual:antd-style/theme.css` (imported by main.tsx): the theme's CSS variables and the icons;
 * - `virtual:antd-style/<Component>.css`: one component's rules, imported (added by `transform`) by every
 *   module of `src` that imports the component from 'antd', and by it for every antd component that one
 *   renders in turn (read from antd's sources: a Card renders Tabs and Skeleton, a Table Pagination,
 *   Checkbox, Dropdown …), so Vite puts the rules in the CSS of the chunk that needs them.
 * All of it sits in the cascade layer `antd`, so the app's own rules win over antd's whatever order the
 * chunks' stylesheets arrive in (as they did when antd prepended its runtime styles).
 */
const PREFIX = 'virtual:antd-style/';
const THEME = 'theme';

/** Drawn by `App.useApp()`'s hooks, which antd's App imports as hooks, not as components. */
const RENDERED_THROUGH_HOOKS: Record<string, string[]> = { App: ['message', 'notification'] };

const require = createRequire(import.meta.url);
const antdSources = join(dirname(require.resolve('antd/package.json')), 'es');

export function antdStaticStyles(options: { srcDir: string; theme: () => Promise<ThemeConfig> }): Plugin {
  const components = new AntdComponents();
  let extractor: Promise<Extractor> | undefined;
  const sheets = new Map<string, Promise<string>>();
  const stylesheet = (name: string) => {
    let sheet = sheets.get(name);
    if (!sheet) {
      extractor ??= options.theme().then(createExtractor);
      sheet = extractor.then((extract) => `@layer antd {\n${extract(name)}\n}\n`);
      sheets.set(name, sheet);
    }
    return sheet;
  };
  return {
    name: 'antd-static-styles',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      return stylesheet(id.slice(PREFIX.length + 1, -'.css'.length));
    },
    transform(code, id) {
      if (!id.startsWith(options.srcDir) || !/\.tsx?$/.test(id)) return undefined;
      const used = components.renderedBy(importedFromAntd(code));
      if (used.length === 0) return undefined;
      // Appended, not prepended: imports are hoisted anyway, and the lines above keep their numbers (no source map needed).
      return { code: `${code}\n${used.map((name) => `import '${PREFIX}${name}.css';`).join('\n')}\n`, map: null };
    },
  };
}

/** antd's components by export name (`DatePicker`), with the antd components each one renders. */
class AntdComponents {
  private readonly folderByName = new Map<string, string>();
  private readonly closures = new Map<string, string[]>();

  constructor() {
    const exported = Object.keys(require('antd') as Record<string, unknown>);
    const byKey = new Map(exported.map((name) => [name.toLowerCase(), name]));
    for (const entry of readdirSync(antdSources, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name === 'config-provider') continue;
      const name = byKey.get(entry.name.replace(/-/g, ''));
      if (name) this.folderByName.set(name, entry.name);
    }
  }

  /** The components `names` are, with all those they render, each once. */
  renderedBy(names: Iterable<string>): string[] {
    const result = new Set<string>();
    for (const name of names) for (const rendered of this.closure(name)) result.add(rendered);
    return [...result].sort();
  }

  private closure(name: string): string[] {
    const known = this.closures.get(name);
    if (known) return known;
    const found = new Set<string>();
    const pending = [name];
    while (pending.length > 0) {
      const next = pending.pop() as string;
      if (found.has(next) || !this.folderByName.has(next)) continue;
      found.add(next);
      pending.push(...this.rendersDirectly(next));
    }
    const closure = [...found];
    this.closures.set(name, closure);
    return closure;
  }

  private rendersDirectly(name: string): string[] {
    const folder = this.folderByName.get(name) as string;
    const names = new Set<string>(RENDERED_THROUGH_HOOKS[name] ?? []);
    const nameByFolder = new Map([...this.folderByName].map(([n, f]) => [f, n]));
    const dir = join(antdSources, folder);
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.js') || entry.parentPath.includes('style')) continue;
      const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      // A component renders another it imports whole ('../tabs') or by a component file ('../input/TextArea');
      // helpers, contexts and hooks ('../color-picker/util', '../watermark/context') draw nothing.
      for (const match of source.matchAll(/from\s+'(?:\.\.\/)+([a-z-]+)(?:\/index|\/[A-Z][^'/]*)?'/g)) {
        const other = nameByFolder.get(match[1]);
        if (other) names.add(other);
      }
    }
    return [...names];
  }
}

/** Names imported as values from 'antd' (`import { Button, type FormProps } from 'antd'` → Button). */
function importedFromAntd(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/import\s+\{([^}]*)\}\s+from\s+'antd'/g)) {
    for (const part of match[1].split(',')) {
      const trimmed = part.trim();
      if (trimmed && !trimmed.startsWith('type ')) names.add(trimmed.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

type Extractor = (name: string) => string;

/**
 * A component's own rules, or under `theme` what every page needs: the theme's variables and the icons'
 * rules, which antd's ConfigProvider writes along with any component (so they are taken out of the
 * components' sheets, not repeated in each).
 */
async function createExtractor(theme: ThemeConfig): Promise<Extractor> {
  const [{ extractStyle }, { createElement }, { ConfigProvider }] = await Promise.all([
    import('@ant-design/static-style-extract'),
    import('react'),
    import('antd'),
  ]);
  const extract = (includes: string[]) =>
    topLevelRules(
      extractStyle({
        includes,
        customTheme: (node) => createElement(ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, node),
      }),
    );
  const shared = extract([]);
  const common = new Set(shared);
  return (name) =>
    name === THEME
      ? shared.join('\n')
      : extract([name])
          .filter((rule) => !common.has(rule))
          .join('\n');
}

/** The top-level rules and at-rules of a stylesheet, as written. */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules.filter(Boolean);
}
