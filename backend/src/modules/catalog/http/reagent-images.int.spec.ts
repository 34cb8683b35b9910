import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, listReagent, member, sql, type Member } from '../testing/catalog.fixtures.js';

/** Every file under a directory, recursively (what the upload left on disk). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** A real photo-like JPEG carrying EXIF metadata (camera make, GPS-style comment). */
const photo = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'SecretCam', ImageDescription: 'lab freezer 3, GPS 50.87N' } })
    .toBuffer();

/**
 * A valid PNG of width × height, 1-bit greyscale, all zero: a decompression bomb that is tiny on the
 * wire (zlib squeezes the 50 MB of rows of a 20,000² image into ~50 kB).
 */
function pngBomb(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('reagent images', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: Member;
  let other: Member;
  const uploads = () => filesUnder(join(dataDir, 'uploads'));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'catalog-images-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    owner = await member(t);
    other = await member(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (reagentId: string, who: Member, data: Buffer, filename = 'photo.jpg') =>
    t.http().put(`/api/reagents/${reagentId}/image`).set(bearer(who.token)).attach('image', data, { filename, contentType: 'image/jpeg' });

  it('re-encodes a photo into a display size and a thumbnail (WebP, no metadata), served for a year', async () => {
    const reagent = await listReagent(t, owner);
    const res = await upload(reagent.id, owner, await photo()).expect(200);
    expect(res.body.imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    expect(res.body.thumbnailUrl).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);

    const display = await t
      .http()
      .get(res.body.imageUrl)
      .buffer(true)
      .parse((r, done) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => done(null, Buffer.concat(parts)));
      })
      .expect(200);
    expect(display.headers['content-type']).toBe('image/webp');
    expect(display.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(display.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect((display.body as Buffer).includes(Buffer.from('SecretCam'))).toBe(false);

    const thumb = await t.http().get(res.body.thumbnailUrl).expect(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await uploads()).toHaveLength(2);
    // Anonymous visitors see it on the public detail page.
    expect((await t.http().get(`/api/reagents/${reagent.id}`).expect(200)).body.imageUrl).toBe(res.body.imageUrl);
  });

  it('replacing an image deletes the old files; removing it deletes the rest', async () => {
    const reagent = await listReagent(t, owner);
    const first = await upload(reagent.id, owner, await photo(800, 600)).expect(200);
    const second = await upload(reagent.id, owner, await photo(640, 480)).expect(200);
    expect(second.body.imageUrl).not.toBe(first.body.imageUrl);
    await t.http().get(first.body.imageUrl).expect(404);
    await t.http().get(second.body.imageUrl).expect(200);
    const cleared = await t.http().delete(`/api/reagents/${reagent.id}/image`).set(bearer(owner.token)).expect(200);
    expect(cleared.body).toMatchObject({ imageUrl: null, thumbnailUrl: null });
    await t.http().get(second.body.imageUrl).expect(404);
  });

  describe('refusals leave nothing behind on disk', () => {
    let reagentId: string;
    let before: string[];
    beforeAll(async () => {
      reagentId = (await listReagent(t, owner)).id;
    });
    beforeEach(async () => {
      before = await uploads();
    });
    afterEach(async () => {
      expect(await uploads()).toEqual(before);
      expect(await sql(t, 'select * from reagent_images where reagent_id = ?', [reagentId])).toEqual([]);
    });

    it('a text file renamed .jpg', async () => {
      const res = await upload(reagentId, owner, Buffer.from('just some notes, honestly'), 'notes.jpg').expect(400);
      expect(res.body).toMatchObject({ detail: 'Only JPEG, PNG, GIF or WebP images can be uploaded', errors: [{ field: 'image' }] });
    });

    it('an 11 MB file', async () => {
      const big = Buffer.concat([await photo(100, 100), Buffer.alloc(11 * 1024 * 1024)]);
      const res = await upload(reagentId, owner, big).expect(413);
      expect(res.body).toMatchObject({ status: 413, detail: 'Image file too large. Maximum size is 10MB.' });
    });

    it('a 20,000 × 20,000 PNG (decompression bomb)', async () => {
      const bomb = pngBomb(20_000, 20_000);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const res = await upload(reagentId, owner, bomb, 'bomb.png').expect(400);
      expect(res.body.detail).toBe(
        'This image has too many pixels to process (at most 50 megapixels, e.g. 8000 × 6000). Please choose a smaller image.',
      );
    });

    it('a truncated JPEG', async () => {
      const jpeg = await photo(400, 300);
      const res = await upload(reagentId, owner, jpeg.subarray(0, 200)).expect(400);
      expect(res.body.detail).toBe('The image could not be read. Please choose another file.');
    });

    it('no file at all, or a JSON body', async () => {
      expect(
        (await t.http().put(`/api/reagents/${reagentId}/image`).set(bearer(owner.token)).field('x', 'y').expect(400)).body.detail,
      ).toBe('Please choose an image to upload');
      await t
        .http()
        .put(`/api/reagents/${reagentId}/image`)
        .set(bearer(owner.token))
        .send({ image: 'data:image/png;base64,AAAA' })
        .expect(400);
    });

    it("someone else's reagent (403), checked before the image is looked at", async () => {
      const res = await upload(reagentId, other, await photo(300, 200)).expect(403);
      expect(res.body.detail).toBe("You don't have permission to edit this reagent");
    });
  });

  it('refuses image keys that could escape the storage folder', async () => {
    for (const key of ['..%2F..%2Fetc%2Fpasswd', '.hidden.webp', 'a%2Fb.webp', 'nothere.webp']) {
      await t.http().get(`/api/images/${key}`).expect(404);
    }
  });
});
