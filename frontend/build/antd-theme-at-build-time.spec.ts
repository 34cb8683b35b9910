import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ThemeConfig } from 'antd';
import { theme } from '../src/app/theme';
import { computeToken, rewriteAntdModule, withoutComponentTokens } from './antd-theme-at-build-time';

const require = createRequire(import.meta.url);
const antd = join(dirname(require.resolve('antd/package.json')), 'es');
const cssinjsUtils = join(dirname(require.resolve('@ant-design/cssinjs-utils/package.json')), 'es');
const frontend = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(file, 'utf8');
const USE_TOKEN = join(antd, 'theme/useToken.js');
const MODULES = [
  USE_TOKEN,
  join(cssinjsUtils, 'util/genStyleUtils.js'),
  join(antd, 'theme/util/useResetIconStyle.js'),
  join(antd, 'theme/themes/default/theme.js'),
];

/** Every file under `dir` whose name ends with `ending`. */
function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("antd's token computed at build time (build/antd-theme-at-build-time.ts)", () => {
  it("is the token antd derives from the app's theme (src/app/theme.ts)", () => {
    const { getDesignToken } = (require('antd') as typeof import('antd')).theme;
    const computed = computeToken(theme);
    const { _tokenKey, ...realToken } = computed.realToken;
    expect(typeof _tokenKey).toBe('string');
    expect(realToken).toEqual(expect.objectContaining({ ...getDesignToken(theme) }));
    expect(realToken.colorPrimary).toBe(theme.token?.colorPrimary);
    expect(computed.cssVar).toEqual({ prefix: 'ant', key: 'rs' });
    expect(computed.hashId).toBe('');
    expect(computed.zeroRuntime).toBe(true);
  });

  it('is worked out from the theme it is given at each build: another theme, another token in the module', () => {
    const other: ThemeConfig = { ...theme, token: { ...theme.token, colorPrimary: '#123456' } };
    const ours = rewriteAntdModule(read(USE_TOKEN), USE_TOKEN, theme) ?? '';
    const theirs = rewriteAntdModule(read(USE_TOKEN), USE_TOKEN, other) ?? '';
    expect(ours).toContain('"colorPrimary":"#0f766e"');
    expect(theirs).toContain('"colorPrimary":"#123456"');
    expect(theirs).not.toContain('"colorPrimary":"#0f766e"');
  });

  it("gets the same theme as the build's stylesheets: vite.config.ts hands both plugins one loader of src/app/theme.ts", () => {
    const config = read(join(frontend, 'vite.config.ts'));
    expect(config).toMatch(/const theme = \(\) => import\('\.\/src\/app\/theme'\)\.then\(\(m\) => m\.theme\);/);
    expect(config).toContain('antdStaticStyles({ theme })');
    expect(config).toContain('antdThemeAtBuildTime({ theme })');
  });

  it('gives useToken the precomputed token, checked against the context, and no longer derives it', () => {
    const code = rewriteAntdModule(read(USE_TOKEN), USE_TOKEN, theme) ?? '';
    expect(code).not.toContain('useCacheToken');
    expect(code).toContain('contextKey(context) !== PRECOMPUTED_CONTEXT');
    expect(code).toContain('export const unitless');
  });

  it('refuses a theme without zeroRuntime: its rules would have to be computed at run time', () => {
    expect(() => rewriteAntdModule(read(USE_TOKEN), USE_TOKEN, { ...theme, zeroRuntime: false })).toThrow(/must set zeroRuntime/);
  });

  it.each(MODULES)('rewrites %s, and fails the build if it no longer looks as expected', (file) => {
    const code = read(file);
    expect(rewriteAntdModule(code, file, theme)).toBeDefined();
    const changed = code.replace(/return|import|ant-design-icons/g, 'changed');
    expect(() => rewriteAntdModule(changed, file, theme)).toThrow(/antd-theme-at-build-time\.ts: .* no longer has/);
  });

  it('drops the component-token function of every antd style module that hands one to a style hook factory', () => {
    const factory = /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/;
    const modules = filesUnder(antd, '.js').filter((file) => /[\\/]style[\\/]/.test(file) && factory.test(read(file)));
    expect(modules.length).toBeGreaterThan(50);
    const button = join(antd, 'button/style/index.js');
    expect(withoutComponentTokens(read(button), button)).toMatch(/genStyleHooks\('Button', .*, undefined, \{/s);
    // The style modules left as they are hand no component token (two arguments, as ColorPicker's).
    const kept = modules.filter((file) => withoutComponentTokens(read(file), file) === undefined);
    expect(kept.length).toBeLessThan(modules.length / 4);
  });

  it("is safe only while the app's one ConfigProvider takes the app's theme: no other theme or token reader in its sources", () => {
    const sources = filesUnder(join(frontend, 'src'), '.tsx').concat(filesUnder(join(frontend, 'src'), '.ts'));
    const providers = sources.filter((file) => /<ConfigProvider\b/.test(read(file)));
    expect(providers.map((file) => read(file).match(/<ConfigProvider\b[^>]*>/g))).toEqual([['<ConfigProvider theme={theme}>']]);
    expect(sources.filter((file) => /\buseToken\b|getDesignToken|\bzeroRuntime:\s*false/.test(read(file)))).toEqual([]);
  });
});
