import type { Plugin } from 'vite';
import { APP_STYLESHEET_ATTRIBUTE } from '../src/app/appStylesheets';

/**
 * `src/main.tsx` imports the application (`src/app/startApp.tsx`) only after the first paint, so
 * Vite would fetch its modules only then. This adds a `modulepreload` link per module it imports
 * statically to the built index.html, with a preload of their stylesheets, so the browser downloads
 * them beside the entry from the start, as it did when the entry imported them itself.
 */
export function preloadApp(appModule = 'src/app/startApp.tsx'): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return undefined;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(appModule));
        if (!app) throw new Error(`preload-app: no chunk for ${appModule}`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        const entryFiles = new Set<string>();
        const visitEntry = (file: string) => {
          if (entryFiles.has(file)) return;
          entryFiles.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visitEntry(imported);
        };
        if (ctx.chunk) visitEntry(ctx.chunk.fileName);
        const appFiles = [...files].filter((file) => !entryFiles.has(file));
        const stylesheets = appFiles.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        return [
          ...appFiles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          // Made stylesheets before the app renders, like the entry's (src/app/appStylesheets.ts).
          ...stylesheets.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', [APP_STYLESHEET_ATTRIBUTE]: true, crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
