import { describe, expect, it } from '@jest/globals';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyNamed } from './lazyNamed';

const page = { Page: ({ name }: { name: string }) => createElement('h1', null, `Hello ${name}`) };
const inSuspense = (element: ReturnType<typeof createElement>) => renderToString(createElement(Suspense, { fallback: 'loading' }, element));

describe('lazyNamed', () => {
  it('suspends until its chunk is there, like React.lazy', () => {
    const Page = lazyNamed(() => Promise.resolve(page), 'Page');
    expect(inSuspense(createElement(Page, { name: 'Ada' }))).toContain('loading');
  });

  it('renders the component itself once preloaded: no fallback first (issue 15: one commit fewer)', async () => {
    let loads = 0;
    const Page = lazyNamed(() => {
      loads += 1;
      return Promise.resolve(page);
    }, 'Page');
    await Page.preload();
    const html = inSuspense(createElement(Page, { name: 'Ada' }));
    expect(html).toContain('<h1>Hello Ada</h1>');
    expect(html).not.toContain('loading');
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('preload never rejects when the chunk cannot be fetched (the render reports it)', async () => {
    const Page = lazyNamed(() => Promise.reject<typeof page>(new Error('offline')), 'Page');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(inSuspense(createElement(Page, { name: 'Ada' }))).toContain('loading');
  });
});
