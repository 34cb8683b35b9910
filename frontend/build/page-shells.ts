import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_INTROS } from '../src/shared/ui/pageIntros';

/**
 * A copy of the built index.html per page visitors most often open first, with that page's heading
 * and lead already in it (`pages/index.html` for /, `pages/<name>.html` for /<name>; the server sends
 * it instead of index.html, backend/src/shared/http/static-frontend.ts). They paint with the
 * document, styled by index.html's inline CSS to the size and place the page gives them, so the
 * largest text of the page shows about as soon as the header bar instead of after the scripts
 * (issue 15: LCP). React replaces them with the same text when it renders.
 */
const SHELLS = [
  { file: 'index.html', markup: hero(PAGE_INTROS.home) },
  { file: 'help.html', markup: pageHeader(PAGE_INTROS.help) },
  { file: 'register.html', markup: authCard(PAGE_INTROS.register) },
];

/** Where the page's own part goes: after the inline header bar, inside #root. */
const AFTER_BOOT_HEADER = '</header>';

export function pageShells(): Plugin {
  let outDir = '';
  return {
    name: 'page-shells',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      if (index.split(AFTER_BOOT_HEADER).length !== 2) throw new Error('index.html: expected one boot header');
      await mkdir(join(outDir, 'pages'), { recursive: true });
      for (const shell of SHELLS) {
        const html = index.replace(AFTER_BOOT_HEADER, `${AFTER_BOOT_HEADER}${shell.markup}`);
        await writeFile(join(outDir, 'pages', shell.file), html);
      }
    },
  };
}

type Intro = { title: string; lead: string };

function hero({ title, lead }: Intro): string {
  return `<section class="boot-hero"><div class="boot-hero__inner"><h1>${escape(title)}</h1><p>${escape(lead)}</p></div></section>`;
}

function pageHeader({ title, lead }: Intro): string {
  return `<main class="boot-page"><h1 class="boot-title">${escape(title)}</h1><p class="boot-lead">${escape(lead)}</p></main>`;
}

function authCard({ title, lead }: Intro): string {
  return `<main class="boot-page boot-page--auth"><div class="boot-card"><h1 class="boot-title">${escape(title)}</h1><p class="boot-lead">${escape(lead)}</p></div></main>`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
