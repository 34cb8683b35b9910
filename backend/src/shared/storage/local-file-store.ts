import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { contentTypeOf, isStorageKey, type FileStore, type StoredFile } from './file-store.js';

/**
 * Files on local disk under `root` (DATA_DIR/uploads), fanned out by the key's first two characters
 * so no directory grows huge. Writes go to a temporary name and are renamed into place, so a reader
 * never sees half a file and a crash leaves no file under a real key.
 */
export class LocalFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (await exists(path)) return;
    const dir = join(path, '..');
    await mkdir(dir, { recursive: true });
    const temporary = join(dir, `.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<StoredFile | undefined> {
    if (!isStorageKey(key)) return undefined;
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size, contentType: contentTypeOf(key) };
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(this.root, key.slice(0, 2), key);
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
