import type { Plugin } from 'vite';
import { ANTD_STYLE_MODULE, replaceStyleHookArgument } from './antd-style-hooks';

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
 * - ConfigProvider's shared tooltip (`tooltip.unique`, which the app does not set): the provider it
 *   wraps the app in then pulls in Trigger's popup and alignment (~4 KiB brotli) on every page.
 * - Result's 403 and 500 illustrations (~5 KiB brotli on every page, Result being in the error page the
 *   entry carries): the app shows the 404 one and icons, never those two; stand-ins fail loudly likewise.
 * - Typography's in-place editor (`editable`, which the app never sets): it brings antd's TextArea and
 *   its stylesheet, all of Input's rules (~70 KB raw), to every page with a Title or a Paragraph (/help
 *   shows no field at all); a stand-in fails loudly likewise. Fewer rules also make the first style
 *   recalculation after the page's stylesheets arrive shorter (issue 15: TBT).
 * - Typography's tooltips and copy button (`ellipsis={{ tooltip }}`, `copyable`, `editable`'s icon; the
 *   app passes none of them): they bring antd's Tooltip and Trigger's popup, ~8 KiB brotli, to every page
 *   with a Title, a Paragraph or a Text. Stand-ins fail loudly likewise; the ellipsis one passes its
 *   children through where antd's does, as every Typography renders it.
 * - Tag's colour tinting (`@ant-design/fast-color`, ~3 KiB brotli on a reagent's page): antd computes a light
 *   background for a Tag colour that is neither a preset nor a status one; the app's tags use presets. A stand-in
 *   fails loudly likewise.
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

/**
 * Imports of antd modules the app never renders, per antd module, and what they are. One the module
 * renders whatever its props may be gets `rendersChildrenWhen`: the condition, on its `props`, under
 * which the original returns its children unchanged, as the stand-in then does.
 */
type LeftOut = { line: string; name: string; what: string; rendersChildrenWhen?: string; constructed?: boolean };
const NEVER_RENDERED: Array<{ module: RegExp; imports: LeftOut[] }> = [
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    imports: [{ line: "import Tabs from '../tabs';", name: 'Tabs', what: "antd Card's tabList" }],
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]result[\\/]index\.js$/,
    imports: [
      { line: "import serverError from './serverError';", name: 'serverError', what: 'antd Result\'s status="500"' },
      { line: "import unauthorized from './unauthorized';", name: 'unauthorized', what: 'antd Result\'s status="403"' },
    ],
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    imports: [
      { line: "import Editable from '../Editable';", name: 'Editable', what: "antd Typography's editable" },
      // Rendered only for `editable`'s icon, like the icon itself.
      { line: "import Tooltip from '../../tooltip';", name: 'Tooltip', what: "antd Typography's editable" },
      {
        line: 'import EditOutlined from "@ant-design/icons/es/icons/EditOutlined";',
        name: 'EditOutlined',
        what: "antd Typography's editable",
      },
      { line: "import CopyBtn from './CopyBtn';", name: 'CopyBtn', what: "antd Typography's copyable" },
      {
        line: "import EllipsisTooltip from './EllipsisTooltip';",
        name: 'EllipsisTooltip',
        what: "antd Typography's ellipsis={{ tooltip }}",
        // Every Typography renders it; antd's own returns its children there too.
        rendersChildrenWhen: '!props.tooltipProps?.title || !props.enableEllipsis',
      },
    ],
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]typography[\\/]hooks[\\/]useCopyClick\.js$/,
    // Every Typography calls the hook; it copies only when `copyable`'s button is clicked.
    imports: [{ line: "import copy from '../../_util/copy';", name: 'copy', what: "antd Typography's copyable" }],
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]tag[\\/]hooks[\\/]useColor\.js$/,
    // Used only to tint a colour that is neither a preset nor a status one; the app's tags use presets.
    imports: [
      {
        line: "import { FastColor } from '@ant-design/fast-color';",
        name: 'FastColor',
        what: "antd Tag's custom (not preset) colour",
        constructed: true,
      },
    ],
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    imports: [
      {
        line: "import UniqueProvider from '../tooltip/UniqueProvider';",
        name: 'UniqueProvider',
        what: "ConfigProvider's tooltip={{ unique: true }}",
      },
    ],
  },
];

/** The module's code without the unused parts, or undefined when it is not one this trims. */
export function withoutUnusedAntdCode(code: string, id: string): string | undefined {
  const trimmed = NEVER_RENDERED.find(({ module }) => module.test(id));
  if (trimmed) {
    return trimmed.imports.reduce((result, leftOut) => {
      if (!result.includes(leftOut.line)) throw new Error(`antd-unused-code: ${id} no longer has \`${leftOut.line}\``);
      return result.replace(leftOut.line, standIn(leftOut));
    }, code);
  }
  if (ANTD_STYLE_MODULE.test(id)) return withoutStyleFunctions(code, id);
  return undefined;
}

/** What replaces the import: used only for what the app does not use, it fails where a developer will see it. */
function standIn({ name, what, rendersChildrenWhen, constructed }: LeftOut): string {
  const fail = `throw new Error(${JSON.stringify(`${what} is left out of the build (frontend/build/antd-unused-code.ts)`)});`;
  if (constructed) return `class ${name} { constructor() { ${fail} } }`;
  if (rendersChildrenWhen === undefined) return `const ${name} = () => { ${fail} };`;
  return `const ${name} = (props) => { if (${rendersChildrenWhen}) return props.children; ${fail} };`;
}

/** Replaces the style function passed to antd's style hook factories with one that yields no rules. */
function withoutStyleFunctions(code: string, id: string): string | undefined {
  try {
    return replaceStyleHookArgument(code, id, 1, '() => []');
  } catch (error) {
    throw new Error(`antd-unused-code: ${(error as Error).message}`, { cause: error });
  }
}
