import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withoutUnusedAntdCode } from './antd-unused-code';

const require = createRequire(import.meta.url);
const antd = join(dirname(require.resolve('antd/package.json')), 'es');
const src = fileURLToPath(new URL('../src', import.meta.url));
const read = (file: string) => readFileSync(file, 'utf8');
/** CSS colour keywords a Tag could be given besides antd's presets (checked in files that pass a colour by expression). */
const COLOUR_WORDS = new Set([
  'black',
  'white',
  'grey',
  'gray',
  'silver',
  'teal',
  'navy',
  'maroon',
  'olive',
  'aqua',
  'fuchsia',
  'brown',
  'violet',
  'indigo',
  'crimson',
  'coral',
  'salmon',
  'khaki',
  'tomato',
  'turquoise',
]);

/** Every file under `dir` whose name ends with `ending`. */
function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('antd code the build leaves out (build/antd-unused-code.ts)', () => {
  it("gives antd's Card a stand-in for Tabs, which it no longer imports", () => {
    const file = join(antd, 'card/Card.js');
    const code = withoutUnusedAntdCode(read(file), file);
    expect(code).toBeDefined();
    expect(code).not.toContain("from '../tabs'");
    expect(code).toContain('const Tabs = () =>');
  });

  it("is safe only while the app never gives a Card tabs: no `tabList` in the app's sources", () => {
    const using = filesUnder(src, '.tsx')
      .concat(filesUnder(src, '.ts'))
      .filter((file) => /\btabList\b/.test(read(file)));
    expect(using).toEqual([]);
  });

  it("gives antd's Result stand-ins for its 403 and 500 illustrations, and keeps the 404 one", () => {
    const file = join(antd, 'result/index.js');
    const code = withoutUnusedAntdCode(read(file), file) ?? '';
    expect(code).not.toMatch(/from '\.\/(serverError|unauthorized)'/);
    expect(code).toContain("import noFound from './noFound';");
  });

  it('is safe only while the app never asks a Result for those: no 403 or 500 status in files that use Result', () => {
    const using = filesUnder(src, '.tsx')
      .filter((file) => /\bResult\b/.test(read(file)))
      .filter((file) => /status=\{?[^>]*['"](403|500)['"]|PRESENTED_IMAGE_(403|500)/.test(read(file)));
    expect(using).toEqual([]);
  });

  it("gives antd's Typography a stand-in for its in-place editor, which it no longer imports", () => {
    const file = join(antd, 'typography/Base/index.js');
    const code = withoutUnusedAntdCode(read(file), file) ?? '';
    expect(code).not.toContain("from '../Editable'");
    expect(code).toContain('const Editable = () =>');
  });

  it('is safe only while the app never makes a Typography editable: no `editable` prop in its sources', () => {
    const using = filesUnder(src, '.tsx').filter((file) => /\beditable(=|\s*:)/.test(read(file)));
    expect(using).toEqual([]);
  });

  it("gives antd's Typography stand-ins for its tooltips and copy button, which it no longer imports", () => {
    const file = join(antd, 'typography/Base/index.js');
    const code = withoutUnusedAntdCode(read(file), file) ?? '';
    expect(code).not.toMatch(/from '(\.\.\/\.\.\/tooltip|\.\/CopyBtn|\.\/EllipsisTooltip)'/);
    expect(code).not.toContain('EditOutlined"');
    const hook = join(antd, 'typography/hooks/useCopyClick.js');
    expect(withoutUnusedAntdCode(read(hook), hook)).not.toContain("from '../../_util/copy'");
  });

  it("renders a Typography's text as antd's ellipsis tooltip does when there is no tooltip, and fails if there is one", () => {
    const file = join(antd, 'typography/Base/index.js');
    const code = withoutUnusedAntdCode(read(file), file) ?? '';
    const standIn = /const EllipsisTooltip = (\(props\) => \{.*?\});/.exec(code)?.[1];
    expect(standIn).toBeDefined();
    const EllipsisTooltip = new Function(`return ${standIn}`)() as (props: object) => unknown;
    expect(EllipsisTooltip({ enableEllipsis: false, tooltipProps: {}, children: 'text' })).toBe('text');
    expect(EllipsisTooltip({ enableEllipsis: true, tooltipProps: {}, children: 'text' })).toBe('text');
    expect(EllipsisTooltip({ enableEllipsis: false, tooltipProps: { title: 'x' }, children: 'text' })).toBe('text');
    expect(() => EllipsisTooltip({ enableEllipsis: true, tooltipProps: { title: 'x' }, children: 'text' })).toThrow(
      /ellipsis=\{\{ tooltip \}\} is left out of the build/,
    );
  });

  it("is safe only while the app never asks a Typography for a tooltip or a copy button: no `copyable`, no `ellipsis` but `ellipsis` alone or antd Table's column's in its sources", () => {
    // `ellipsis` or `ellipsis={true}` on a Typography, `ellipsis: true` in a Table's columns: no tooltip.
    const tooltip = /\bcopyable\b|\bellipsis=\{(?!true\})|\bellipsis\s*:(?!\s*true\b)/;
    const using = filesUnder(src, '.tsx').filter((file) => tooltip.test(read(file)));
    expect(using).toEqual([]);
  });

  it("gives antd Tag's colour hook a stand-in for FastColor that fails when constructed", () => {
    const file = join(antd, 'tag/hooks/useColor.js');
    const code = withoutUnusedAntdCode(read(file), file) ?? '';
    expect(code).not.toContain("from '@ant-design/fast-color'");
    const FastColor = new Function(`${code.match(/class FastColor \{.*\}\s*\}/)?.[0]}; return FastColor;`)() as new () => unknown;
    expect(() => new FastColor()).toThrow("antd Tag's custom (not preset) colour is left out of the build");
  });

  it("is safe only while the app's tags use preset or status colours: every colour in a file that shows a Tag is one", () => {
    // antd's preset palettes and status colours (antd/es/_util/colors.js), which need no tinting.
    const presets = new Set([
      ...['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'],
      ...['success', 'processing', 'error', 'default', 'warning'],
    ]);
    const withTags = filesUnder(src, '.tsx').filter((file) => /<Tag\b/.test(read(file)));
    // A Tag's colour is written as `color="…"`, or comes through `color={…}` from a string in the same file
    // (a map of statuses to colours, a ternary, a function returning `{ label, color }`).
    const colours = withTags.flatMap((file) => {
      const code = read(file);
      const literal = [...code.matchAll(/<Tag\b[^>]*?\bcolor="([^"]+)"/g)].map((m) => m[1]);
      // Strings that can only be colours: hex or colour functions, CSS colour keywords that are no preset.
      const dynamic = /<Tag\b[^>]*?\bcolor=\{/.test(code)
        ? [...code.matchAll(/'([^'\s]+)'/g)].map((m) => m[1]).filter((text) => /^(#|rgb|hsl)/.test(text) || COLOUR_WORDS.has(text))
        : [];
      return [...literal, ...dynamic].map((colour) => `${colour} (${file})`);
    });
    expect(colours.filter((entry) => !presets.has(entry.split(' ')[0]))).toEqual([]);
  });

  it("gives antd's ConfigProvider a stand-in for the shared tooltip's provider", () => {
    const file = join(antd, 'config-provider/index.js');
    const code = withoutUnusedAntdCode(read(file), file) ?? '';
    expect(code).not.toContain("from '../tooltip/UniqueProvider'");
    expect(code).toContain('const UniqueProvider = () =>');
  });

  it('is safe only while the app never asks ConfigProvider for a shared tooltip: no `unique` tooltip in its sources', () => {
    const using = filesUnder(src, '.tsx')
      .concat(filesUnder(src, '.ts'))
      .filter((file) => /\bunique\s*:/.test(read(file)));
    expect(using).toEqual([]);
  });

  it("replaces a component's style function, keeping the component tokens its CSS variables need", () => {
    const file = join(antd, 'button/style/index.js');
    const code = withoutUnusedAntdCode(read(file), file) ?? '';
    expect(code).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken/);
  });

  it('replaces the style function of every antd style module that registers one', () => {
    const factory = /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/;
    const modules = filesUnder(antd, '.js').filter((file) => /[\\/]style[\\/]/.test(file) && factory.test(read(file)));
    expect(modules.length).toBeGreaterThan(50);
    const untouched = modules.filter((file) => {
      const code = withoutUnusedAntdCode(read(file), file);
      return code === undefined || !code.includes('() => []');
    });
    expect(untouched).toEqual([]);
  });

  it('leaves the rest of antd, and the app, alone', () => {
    const file = join(antd, 'button/Button.js');
    expect(withoutUnusedAntdCode(read(file), file)).toBeUndefined();
    expect(withoutUnusedAntdCode('export const x = genStyleHooks("X", f);', join(src, 'x.ts'))).toBeUndefined();
  });
});
