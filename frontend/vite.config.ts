import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyles } from './build/antd-static-styles';
import { antdThemeAtBuildTime } from './build/antd-theme-at-build-time';
import { antdUnusedCode } from './build/antd-unused-code';
import { pageShells } from './build/page-shells';
import { preloadApp } from './build/preload-app';
import { stylesheetAfterFirstPaint } from './build/stylesheet-after-first-paint';

// Paths are resolved from this file so the config works whatever the cwd
// (`nx run frontend:build` runs from the workspace root).
const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/frontend', import.meta.url));
const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';
const theme = () => import('./src/app/theme').then((m) => m.theme);

// The shared contracts are bundled from their sources: no build step before `vite`, and edits show up live.
const contracts = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    react(),
    stylesheetAfterFirstPaint(),
    preloadApp(),
    pageShells(),
    antdStaticStyles({ theme }),
    antdUnusedCode(),
    antdThemeAtBuildTime({ theme }),
  ],
  resolve: { alias: { '@reagentswap/contracts': contracts } },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each page loads, read by the byte budget (scripts/check-bundle-budget.mjs).
    manifest: true,
    // antd's rules go with the chunk of the page that shows the component (build/antd-static-styles.ts),
    // in a cascade layer of their own. The app's own rules stay one stylesheet with the entry
    // (src/main.tsx imports them all): split per chunk, they would be added in the order chunks
    // load, and which of two equally specific rules wins would depend on where the visitor came from.
    cssCodeSplit: true,
    rolldownOptions: {
      // Modules whose exports nobody uses are dropped, also where the bundler cannot prove them pure:
      // - the app's own, but for their CSS: a feature's index.ts re-exports all it offers, and every
      //   component behind it that imports a stylesheet would otherwise stay in the chunk of whoever
      //   imports the index for one hook (the shell would carry pages);
      // - antd's building blocks (@rc-component/*, @ant-design/*), which do not declare
      //   `sideEffects` (antd does): a single import from a package's index, such as antd's form
      //   context taking FormProvider, would otherwise keep the whole package (all of rc-form).
      //   None of them is imported for a side effect (no bare `import 'x'` in antd or in them).
      treeshake: {
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /[\\/]frontend[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
          { test: /[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // React and Redux change rarely and every page needs them: long-cached chunks of their own.
          // antd is left to the bundler on purpose: one antd chunk would hand every page all of antd;
          // split by use, a page gets only the components it shows.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'redux', test: /node_modules[\\/](@reduxjs|react-redux|redux|reselect|immer)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 4200,
    strictPort: true,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, ws: true, changeOrigin: true },
    },
  },
  preview: {
    port: 4300,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, ws: true, changeOrigin: true },
    },
  },
});
