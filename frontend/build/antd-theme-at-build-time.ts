import { createRequire } from 'node:module';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';
import { ANTD_STYLE_MODULE, replaceStyleHookArgument } from './antd-style-hooks';

/**
 * antd's design token worked out once per build instead of on every phone (issue 15: bytes and main thread).
 *
 * With `zeroRuntime` (ADR 0019) antd no longer writes component rules at run time, but it still derived the
 * whole token from the theme's seed on the first render (the colour algorithm, palettes, hashing:
 * `@ant-design/cssinjs`'s `useCacheToken`), inserted the theme's CSS variables as a <style>, and each component
 * computed its own variables and inserted them too (`useCSSVarRegister`), through cssinjs and stylis. The
 * app has one theme (src/app/theme.ts: `cssVar.key: 'rs'`, `hashed: false`), so the result is fixed, and the
 * stylesheets made at build time (build/antd-static-styles.ts) already declare every one of those variables.
 * This plugin, for `vite build` only (`vite serve` keeps antd whole):
 * - gives `antd/es/theme/useToken.js` the token antd computes for that theme, worked out here by rendering
 *   antd's own hook (CommonJS build) inside the app's ConfigProvider: what components still read in
 *   JavaScript (z-indexes, breakpoints, motion, wave colours) is unchanged. A ConfigProvider with any other
 *   theme throws, naming this file, instead of getting a wrong token;
 * - gives cssinjs-utils' style hook factories versions that only hand out the class names (no variables
 *   registered, no rules: they fail loudly without `zeroRuntime`), and makes ConfigProvider's icon-rule hook
 *   insert nothing (the icons' rules are in the theme's sheet);
 * - drops each component's token function (the third argument of `genStyleHooks` & co. in antd's style modules),
 *   which only fed those variables;
 * - leaves antd's default algorithm out (`createTheme` gets a derivative that throws if ever asked).
 * It fails the build if those antd modules no longer look as expected (an upgrade must look again).
 */
export function antdThemeAtBuildTime(options: { theme: () => Promise<ThemeConfig> }): Plugin {
  let precomputed: Promise<string> | undefined;
  return {
    name: 'antd-theme-at-build-time',
    apply: 'build',
    async transform(code, id) {
      if (ANTD_STYLE_MODULE.test(id)) {
        const result = withoutComponentTokens(code, id);
        return result === undefined ? undefined : { code: result, map: null };
      }
      const rewrite = REWRITES.find(({ module }) => module.test(id));
      if (!rewrite) return undefined;
      precomputed ??= options.theme().then((theme) => precomputedTokenModule(computeToken(theme)));
      return { code: rewrite.rewrite(code, id, await precomputed), map: null };
    },
  };
}

const PLUGIN = 'frontend/build/antd-theme-at-build-time.ts';

/** What antd's `useToken()` returns inside the app's ConfigProvider, and the context it was made from. */
export interface ComputedToken {
  realToken: Record<string, unknown>;
  hashId: string;
  cssVar: { prefix: string; key: string };
  zeroRuntime: boolean;
  /** The ConfigProvider's design-token context, as a string: what the browser checks it has before using the rest. */
  context: string;
}

/** The token antd derives for `theme`, by running antd's own hook (CommonJS build) in a server render. */
export function computeToken(theme: ThemeConfig): ComputedToken {
  const require = createRequire(import.meta.url);
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const { ConfigProvider } = require('antd') as typeof import('antd');
  const useToken = (require('antd/lib/theme/useToken') as { default: () => unknown[] }).default;
  const { DesignTokenContext } = require('antd/lib/theme/context') as { DesignTokenContext: React.Context<unknown> };
  let result: ComputedToken | undefined;
  const Probe = () => {
    const [, realToken, hashId, , cssVar, zeroRuntime] = useToken();
    result = {
      realToken: realToken as ComputedToken['realToken'],
      hashId: hashId as string,
      cssVar: cssVar as ComputedToken['cssVar'],
      zeroRuntime: zeroRuntime as boolean,
      context: contextKey(React.useContext(DesignTokenContext) as DesignTokenContextValue),
    };
    return null;
  };
  renderToString(React.createElement(ConfigProvider, { theme }, React.createElement(Probe)));
  if (!result) throw new Error(`${PLUGIN}: antd's useToken did not run`);
  return result;
}

interface DesignTokenContextValue {
  token?: unknown;
  override?: unknown;
  cssVar?: unknown;
  hashed?: unknown;
  zeroRuntime?: unknown;
}

/**
 * The parts of antd's design-token context the token is derived from. The same function runs in the
 * browser (its source is put in the module), so both sides compare the same string.
 */
function contextKey(context: DesignTokenContextValue): string {
  return JSON.stringify([context.token, context.override, context.cssVar, !!context.hashed, !!context.zeroRuntime]);
}

/** The module's body that replaces `useToken`: the precomputed values, checked against the context at hand. */
function precomputedTokenModule(computed: ComputedToken): string {
  if (!computed.zeroRuntime) {
    throw new Error(`${PLUGIN}: the app's theme must set zeroRuntime (its rules come from the build's stylesheets)`);
  }
  return `
const PRECOMPUTED_REAL_TOKEN = ${JSON.stringify(computed.realToken)};
// The token written as CSS variables is what runtime style functions read; none run here.
const PRECOMPUTED_CSS_VAR_TOKEN = new Proxy({}, { get() { throw new Error('antd: the CSS-variable token is left out of the build (${PLUGIN})'); } });
const PRECOMPUTED_CSS_VAR = ${JSON.stringify(computed.cssVar)};
const PRECOMPUTED_CONTEXT = ${JSON.stringify(computed.context)};
const checkedContexts = new WeakSet();
const contextKey = ${contextKey.toString()};
export default function useToken() {
  const context = React.useContext(DesignTokenContext);
  if (!checkedContexts.has(context)) {
    if ((context.theme && context.theme !== defaultTheme) || contextKey(context) !== PRECOMPUTED_CONTEXT) {
      throw new Error('antd: a theme other than the one computed at build time (${PLUGIN}, from src/app/theme.ts)');
    }
    checkedContexts.add(context);
  }
  return [defaultTheme, PRECOMPUTED_REAL_TOKEN, ${JSON.stringify(computed.hashId)}, PRECOMPUTED_CSS_VAR_TOKEN, PRECOMPUTED_CSS_VAR, true];
}
`;
}

/** Replaces `expected` (which must be there) in `code`. */
function replaceExpected(code: string, id: string, expected: string, replacement: string): string {
  if (!code.includes(expected)) throw new Error(`${PLUGIN}: ${id} no longer has \`${expected.split('\n')[0]}\``);
  return code.replace(expected, replacement);
}

const ANTD_HOOK = '// ================================== Hook ==================================\nexport default function useToken() {';
const ANTD_HOOK_BODY = [
  'useCacheToken(mergedTheme, [defaultSeedToken, rootDesignToken], {',
  "return [mergedTheme, realToken, hashed ? hashId : '', token, cssVar, !!zeroRuntime];",
];
const CSSINJS_UTILS_EXPECTED = [
  'function genStyleUtils(config) {',
  'useToken = config.useToken,',
  'function genStyleHooks(component, styleFn, getDefaultToken, options) {',
  'return [hashId, cssVarCls];',
  'return cssVar === null || cssVar === void 0 ? void 0 : cssVar.key;',
  'if (memoizedZeroRuntime) {\n        return hashId;\n      }',
  'function genSubStyleComponent(componentName, styleFn, getDefaultToken) {',
  'genStyleHooks: genStyleHooks,\n    genSubStyleComponent: genSubStyleComponent,\n    genComponentStyleHook: genComponentStyleHook',
  'export default genStyleUtils;',
];

/**
 * cssinjs-utils' factories as they behave with `zeroRuntime`, less what that never runs: a component's
 * style hook hands out its hash class ('' here) and the theme's variable class, and registers nothing.
 */
const ZERO_RUNTIME_STYLE_UTILS = `
function genStyleUtils(config) {
  const useZeroRuntimeToken = () => {
    const token = config.useToken();
    if (!token.zeroRuntime) throw new Error('antd: runtime styles are left out of the build (${PLUGIN})');
    return token;
  };
  const genComponentStyleHook = () => () => useZeroRuntimeToken().hashId;
  const genStyleHooks = () => () => {
    const { hashId, cssVar } = useZeroRuntimeToken();
    return [hashId, cssVar?.key];
  };
  const genSubStyleComponent = () => () => {
    useZeroRuntimeToken();
    return null;
  };
  return { genStyleHooks, genSubStyleComponent, genComponentStyleHook };
}
export default genStyleUtils;
`;

const REWRITES: Array<{ module: RegExp; rewrite: (code: string, id: string, precomputed: string) => string }> = [
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]useToken\.js$/,
    rewrite: (code, id, precomputed) => {
      for (const line of ANTD_HOOK_BODY) replaceExpected(code, id, line, '');
      const hook = code.indexOf(ANTD_HOOK);
      if (hook < 0) throw new Error(`${PLUGIN}: ${id} no longer has \`export default function useToken() {\``);
      const imports = replaceExpected(code.slice(0, hook), id, "import { useCacheToken } from '@ant-design/cssinjs';\n", '');
      return `${imports}${precomputed}`;
    },
  },
  {
    module: /[\\/]node_modules[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/,
    rewrite: (code, id) => {
      for (const expected of CSSINJS_UTILS_EXPECTED) replaceExpected(code, id, expected, '');
      return ZERO_RUNTIME_STYLE_UTILS;
    },
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]useResetIconStyle\.js$/,
    rewrite: (code, id) => {
      replaceExpected(code, id, "path: ['ant-design-icons', iconPrefixCls],", '');
      return 'const useResetIconStyle = () => undefined;\nexport default useResetIconStyle;\n';
    },
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]themes[\\/]default[\\/]theme\.js$/,
    rewrite: (code, id) =>
      replaceExpected(
        code,
        id,
        "import defaultDerivative from './index';",
        `const defaultDerivative = () => { throw new Error('antd: the default algorithm ran at build time (${PLUGIN})'); };`,
      ),
  },
];

/** The rewrite of one module, for the unit tests; undefined when the plugin leaves it alone. */
export function rewriteAntdModule(code: string, id: string, theme: ThemeConfig): string | undefined {
  const rewrite = REWRITES.find(({ module }) => module.test(id));
  return rewrite?.rewrite(code, id, precomputedTokenModule(computeToken(theme)));
}

/**
 * A style module with `undefined` for the component-token function it hands to antd's style hook factories
 * (the factories above no longer call it), so the bundler drops it and what only it used (colour maths).
 */
export function withoutComponentTokens(code: string, id: string): string | undefined {
  return replaceStyleHookArgument(code, id, 2, 'undefined');
}
