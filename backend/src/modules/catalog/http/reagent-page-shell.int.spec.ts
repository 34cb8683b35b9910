import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, listReagent, member, type Member } from '../testing/catalog.fixtures.js';

/** A built frontend's index.html and the reagent page's shell with its slots (frontend/build/page-shells.ts). */
const INDEX = '<!doctype html><html><body><div id="root">plain index</div></body></html>';
const SHELL =
  '<!doctype html><html><body><div id="root"><div class="cover"><!--slot:cover--></div><h1><!--slot:title--></h1></div></body></html>';

describe('a reagent page painted with its name (issue 15)', () => {
  let t: TestApp;
  let dir: string;
  let owner: Member;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'frontend-'));
    mkdirSync(join(dir, 'pages'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'pages', 'reagent.slots.html'), SHELL);
    t = await createTestApp({}, { frontendDir: dir });
    owner = await member(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes a listed reagent's name into the page, escaped, and no picture when it has none", async () => {
    const reagent = await listReagent(t, owner, { name: `<img src=x onerror="alert(1)"> & 'Tris'` });
    const res = await t.http().get(`/reagents/${reagent.id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<h1>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Tris&#39;</h1>');
    expect(res.text).toContain('<div class="cover"></div>');
  });

  it("puts the reagent's picture in the cover, as the page shows it", async () => {
    const reagent = await listReagent(t, owner);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 90 } } })
      .jpeg()
      .toBuffer();
    const uploaded = await t
      .http()
      .put(`/api/reagents/${reagent.id}/image`)
      .set(bearer(owner.token))
      .attach('image', jpeg, { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const imageUrl = (uploaded.body as { imageUrl: string }).imageUrl;
    expect(imageUrl).toBeTruthy();
    const res = await t.http().get(`/reagents/${reagent.id}`).expect(200);
    expect(res.text).toContain(`<div class="cover"><img src="${imageUrl}" alt="${reagent.name}"></div>`);
  });

  it('sends the plain index.html for an unknown id, or another path under /reagents', async () => {
    for (const path of [`/reagents/${randomUUID()}`, '/reagents/not-a-uuid', '/reagents/new']) {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toBe(INDEX);
    }
  });
});
