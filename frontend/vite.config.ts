import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Paths are resolved from this file so the config works whatever the cwd
// (`nx run frontend:build` runs from the workspace root).
const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/frontend', import.meta.url));
const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

// The shared contracts are bundled from their sources: no build step before `vite`, and edits show up live.
const contracts = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: { '@reagentswap/contracts': contracts } },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // antd alone is ~700 kB minified; it is split into its own long-cached chunk below.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'redux', test: /node_modules[\\/](@reduxjs|react-redux|redux|reselect|immer)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs)[\\/]/ },
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
