import { readdirSync } from 'node:fs';
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
 * - `virtual:antd-style/<Component>.css`: one component's rules, imported (added by `transform`) by the
 *   component's own modules in antd (`antd/es/drawer/index.js`, `antd/es/input/TextArea.js` …), so the
 *   rules go wherever the bundler puts the component: with the chunk of the page that shows it, lazily
 *   loaded ones included (the compact menu's Drawer).
 * All of it sits in the cascade layer `antd`, so the app's own rules win over antd's whatever order the
 * chunks' stylesheets arrive in (as they did when antd prepended its runtime styles).
 */
const PREFIX = 'virtual:antd-style/';
const THEME = 'theme';

/** Drawn by `App.useApp()`'s hooks, which antd's App imports as hooks, not as components. */
const RENDERED_THROUGH_HOOKS: Record<string, string[]> = { App: ['message', 'notification'] };

const require = createRequire(import.meta.url);
const antdSources = join(dirname(require.resolve('antd/package.json')), 'es');
/** An antd component's own module: its folder's index or a file named like a component (not its hooks, helpers or style). */
const COMPONENT_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([a-z-]+)[\\/](?:index|[A-Z][^\\/]*)\.js$/;

export function antdStaticStyles(options: { theme: () => Promise<ThemeConfig> }): Plugin {
  const componentByFolder = antdComponentsByFolder();
  let extractor: Promise<Extractor> | undefined;
  const sheets = new Map<string, Promise<string>>();
  // `vite serve` hands antd to the browser pre-bundled, past `transform`: there the theme's sheet holds every component's rules.
  let serving = false;
  const stylesheet = (name: string) => {
    let sheet = sheets.get(name);
    if (!sheet) {
      extractor ??= options.theme().then((theme) => createExtractor(theme, serving));
      sheet = extractor.then((extract) => `@layer antd {\n${extract(name)}\n}\n`);
      sheets.set(name, sheet);
    }
    return sheet;
  };
  return {
    name: 'antd-static-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      return stylesheet(id.slice(PREFIX.length + 1, -'.css'.length));
    },
    transform(code, id) {
      const component = componentByFolder.get(id.match(COMPONENT_MODULE)?.[1] ?? '');
      if (!component) return undefined;
      const names = [component, ...(RENDERED_THROUGH_HOOKS[component] ?? [])];
      // Appended, not prepended: imports are hoisted anyway, and the lines above keep their numbers (no source map needed).
      return { code: `${code}\n${names.map((name) => `import '${PREFIX}${name}.css';`).join('\n')}\n`, map: null };
    },
  };
}

/** antd's component folders (`date-picker`) with the name the component is exported as (`DatePicker`; message and notification in lower case). */
function antdComponentsByFolder(): Map<string, string> {
  const exported = Object.keys(require('antd') as Record<string, unknown>);
  const byKey = new Map(exported.map((name) => [name.toLowerCase(), name]));
  const map = new Map<string, string>();
  for (const entry of readdirSync(antdSources, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name === 'config-provider') continue;
    const name = byKey.get(entry.name.replace(/-/g, ''));
    if (name) map.set(entry.name, name);
  }
  return map;
}

type Extractor = (name: string) => string;

/**
 * A component's own rules, or under `theme` what every page needs: the theme's variables and the icons'
 * rules, which antd's ConfigProvider writes along with any component (so they are taken out of the
 * components' sheets, not repeated in each). `everything`: all components' rules under `theme`.
 */
async function createExtractor(theme: ThemeConfig, everything: boolean): Promise<Extractor> {
  const [{ extractStyle }, { createElement }, { ConfigProvider }] = await Promise.all([
    import('@ant-design/static-style-extract'),
    import('react'),
    import('antd'),
  ]);
  const extract = (includes: string[] | undefined) =>
    topLevelRules(
      extractStyle({
        includes,
        customTheme: (node) => createElement(ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, node),
      }),
    );
  if (everything) return (name) => (name === THEME ? extract(undefined).join('\n') : '');
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
