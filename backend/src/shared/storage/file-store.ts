import type { Readable } from 'node:stream';

/** A stored file as the server streams it back. */
export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are flat, content-hashed names chosen by the caller (a file's
 * bytes never change under a key, so it may be cached forever). Local disk implements it today; an
 * S3-compatible store would implement the same three calls (PutObject, GetObject, DeleteObject).
 */
export interface FileStore {
  /** Stores `data` under `key`; storing the same key again is a no-op (same content). */
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or undefined when no file has that key. */
  read(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export const FILE_STORE = Symbol('FILE_STORE');

/** Keys are plain file names: no path separators, no leading dot, nothing a path could escape with. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.[a-z0-9]{1,8}$/;
export const isStorageKey = (key: unknown): key is string => typeof key === 'string' && KEY.test(key);

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  csv: 'text/csv',
};
export const contentTypeOf = (key: string): string => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
