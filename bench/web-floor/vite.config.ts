import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { antdThemeAtBuildTime } from '../../frontend/build/antd-theme-at-build-time';
import { antdUnusedCode } from '../../frontend/build/antd-unused-code';

// The floor pages are built as the app is (frontend/vite.config.ts): for production, with the same cut of antd's code
// that never runs (ADR 0033), the theme's token computed at build time (ADR 0041) and the same tree-shaking of antd's
// building blocks — else the floor would carry more than the app does.
const root = fileURLToPath(new URL('.', import.meta.url));
export const PAGES = ['react', 'stack'] as const;

export default defineConfig({
  root,
  // antd's modules carry 'use client' directives the bundler warns about, dozens of lines per build.
  logLevel: 'error',
  plugins: [antdThemeAtBuildTime({ theme: () => import('../../frontend/src/app/theme').then((m) => m.theme) }), antdUnusedCode()],
  build: {
    outDir: fileURLToPath(new URL('../../var/web-floor', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      input: Object.fromEntries(PAGES.map((page) => [page, `${root}${page}.html`])),
      treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/]/, sideEffects: false }] },
    },
  },
});
