import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { isStorageKey } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';

describe('LocalFileStore', () => {
  let root: string;
  let store: LocalFileStore;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'file-store-'));
    store = new LocalFileStore(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const key = `${'ab'.repeat(32)}.webp`;

  it('stores, reads back with size and type, and deletes', async () => {
    await store.put(key, Buffer.from('pixels'));
    const file = await store.read(key);
    expect(file).toMatchObject({ size: 6, contentType: 'image/webp' });
    expect(await text(file!.stream)).toBe('pixels');
    await store.delete(key);
    expect(await store.read(key)).toBeUndefined();
    await store.delete(key); // a missing key is not an error
  });

  it('leaves no temporary files behind', async () => {
    await store.put(key, Buffer.from('one'));
    await store.put(key, Buffer.from('one')); // same content-hashed key: a no-op
    const files = await readdir(root, { recursive: true });
    expect(files.sort()).toEqual(['ab', join('ab', key)]);
  });

  it.each(['../escape.webp', 'a/b.webp', '.hidden.webp', 'noext', '', `${'x'.repeat(200)}.webp`, 'a\u0000.webp'])(
    'refuses the key %j',
    async (bad) => {
      expect(isStorageKey(bad)).toBe(false);
      expect(await store.read(bad)).toBeUndefined();
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    },
  );
});
