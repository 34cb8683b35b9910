import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { APP_STYLESHEET_ATTRIBUTE } from '../src/app/appStylesheets';
import { APP_PRELOADS_TEMPLATE_ID } from '../src/app/appPreloads';
import {
  BROWSE_REAGENTS_INTRO,
  DASHBOARD_INTRO,
  HELP_INTRO,
  HOME_INTRO,
  MESSAGES_INTRO,
  MY_REAGENTS_INTRO,
  REGISTER_INTRO,
} from '../src/shared/ui/pageIntros';

/**
 * A copy of the built index.html per page visitors most often open first (`pages/index.html` for /,
 * `pages/<name>.html` for /<name>; the server sends it instead of index.html,
 * backend/src/shared/http/static-frontend.ts), with what that page needs ahead of the application:
 * - `markup`: the page's heading and lead, painted with the document, styled by index.html's inline
 *   CSS to the size and place the page gives them, so the largest text of the page shows about as
 *   soon as the header bar instead of after the scripts (issue 15: LCP). React replaces them with the
 *   same text when it renders.
 * - `page`: the page's own module (the router's lazily loaded page for that path): its chunk, the
 *   chunks it imports and their stylesheets are preloaded beside the application's, so they download
 *   from the start instead of once the application has run and asked for them (issue 15: LCP).
 *   Stylesheets are marked like the application's: they apply before the first render. Not where
 *   the heading is painted with the document: there the largest paint is that early one, and
 *   Lighthouse's simulation (Lantern) counts every request that ended before the first paint in its
 *   first paint, so more preloads there could only make it later.
 */
const SHELLS: { file: string; markup: string; page?: string }[] = [
  { file: 'index.html', markup: hero(HOME_INTRO) },
  { file: 'help.html', markup: pageHeader(HELP_INTRO) },
  { file: 'register.html', markup: authCard(REGISTER_INTRO) },
  { file: 'login.html', markup: '', page: 'src/features/auth/LoginPage.tsx' },
  // Members' pages: their heading is the largest paint of the page (the data below is smaller), so it
  // paints with the document; a guest sent on to /login sees it for as long as the sign-in check takes.
  { file: 'dashboard.html', markup: pageHeader(DASHBOARD_INTRO) },
  { file: 'reagents.html', markup: pageHeader(BROWSE_REAGENTS_INTRO) },
  { file: 'my-reagents.html', markup: pageHeader(MY_REAGENTS_INTRO) },
  { file: 'messages.html', markup: pageHeader(MESSAGES_INTRO, 'boot-page--messaging') },
  // A reagent's page, opened from a link in an e-mail or a chat: its heading is the reagent's name, which
  // the server writes into the slots (backend/src/shared/http/page-shell-slots.ts) for a listing it shows.
  { file: 'reagent.slots.html', markup: reagentCard() },
];

/** What of the bundle's chunks the preloads need. */
interface Chunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** Where the page's own part goes: after the inline header bar, inside #root. */
const AFTER_BOOT_HEADER = '</header>';
const END_OF_HEAD = '</head>';

export function pageShells(): Plugin {
  let outDir = '';
  let chunks: Chunk[] = [];
  return {
    name: 'page-shells',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    },
    async closeBundle() {
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      if (index.split(AFTER_BOOT_HEADER).length !== 2) throw new Error('index.html: expected one boot header');
      if (index.split(END_OF_HEAD).length !== 2) throw new Error('index.html: expected one </head>');
      await mkdir(join(outDir, 'pages'), { recursive: true });
      for (const shell of SHELLS) {
        const preloads = shell.page ? pagePreloads(chunks, shell.page, index) : '';
        const html = (shell.markup ? withAppPreloadsDeferred(index, chunks) : index)
          .replace(END_OF_HEAD, `${preloads}${END_OF_HEAD}`)
          .replace(AFTER_BOOT_HEADER, `${AFTER_BOOT_HEADER}${shell.markup}`);
        await writeFile(join(outDir, 'pages', shell.file), html);
      }
    },
  };
}

/**
 * index.html with the preloads of the application's modules and stylesheets (build/preload-app.ts)
 * moved into an inert <template>, for a copy whose page paints with the document: the downloads then
 * start after that first paint, when the entry adds the links (src/app/appPreloads.ts), not beside
 * the document. Lighthouse's simulation counts every request that ended before the observed first
 * paint in its first paint: with 44 preloads racing the paint on a fast link, a page's simulated FCP
 * (and LCP, the same paint) was 0.7 s or 2–3 s from run to run. The entry's own script and
 * stylesheet stay where they are.
 */
function withAppPreloadsDeferred(index: string, chunks: Chunk[]): string {
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('page-shells: no entry chunk');
  const kept = new Set([entry.fileName, ...entry.imports, ...(entry.viteMetadata?.importedCss ?? [])]);
  const deferred: string[] = [];
  const stripped = index.replace(
    /<link rel="(?:modulepreload"|preload" as="style" [a-z-]+)[^>]*? href="\/([^"]+)">/g,
    (link, file: string) => {
      if (kept.has(file)) return link;
      deferred.push(link);
      return '';
    },
  );
  if (!deferred.length) throw new Error('page-shells: found no application preload to defer (build/preload-app.ts changed?)');
  return stripped.replace(END_OF_HEAD, `<template id="${APP_PRELOADS_TEMPLATE_ID}">${deferred.join('')}</template>${END_OF_HEAD}`);
}

/** The page module's chunk, the chunks it imports and their stylesheets, as preload links, less what index.html has. */
function pagePreloads(chunks: Chunk[], page: string, index: string): string {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(page));
  if (!entry) throw new Error(`page-shells: no chunk for ${page}`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  const stylesheets = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  const notInIndex = (file: string) => !index.includes(`href="/${file}"`);
  return [
    ...[...files].filter(notInIndex).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...new Set(stylesheets)]
      .filter(notInIndex)
      .map((file) => `<link rel="preload" as="style" ${APP_STYLESHEET_ATTRIBUTE} crossorigin href="/${file}">`),
  ].join('');
}

type Intro = { title: string; lead?: string };

function hero({ title, lead }: Intro): string {
  return `<section class="boot-hero"><div class="boot-hero__inner"><h1>${escape(title)}</h1>${lead ? `<p>${escape(lead)}</p>` : ''}</div></section>`;
}

function pageHeader({ title, lead }: Intro, variant = ''): string {
  return `<main class="boot-page${variant ? ` ${variant}` : ''}"><h1 class="boot-title">${escape(title)}</h1>${leadLine(lead)}</main>`;
}

function authCard({ title, lead }: Intro): string {
  return `<main class="boot-page boot-page--auth"><div class="boot-card"><h1 class="boot-title">${escape(title)}</h1>${leadLine(lead)}</div></main>`;
}

/** The slots the server fills; their names are part of the contract with page-shell-slots.ts. */
function reagentCard(): string {
  return (
    '<main class="boot-page"><div class="boot-back"></div><div class="boot-reagent"><div class="boot-reagent__card">' +
    '<div class="boot-reagent__cover"><!--slot:cover--></div>' +
    '<div class="boot-reagent__body"><h1 class="boot-title"><!--slot:title--></h1></div></div></div></main>'
  );
}

function leadLine(lead: string | undefined): string {
  return lead ? `<p class="boot-lead">${escape(lead)}</p>` : '';
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
