import { randomUUID } from 'node:crypto';
import { mkdir, link, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Files visitors send (logos, claim documents) on local disk, in two areas: `public` (served
// read-only at PUBLIC_MEDIA_PATH) and `private` (never served; claim documents). Objects are
// never overwritten: a write that finds its key taken fails with ObjectExistsError.

export type StorageArea = 'public' | 'private';

/** The URL path public objects are served under (through the gateway). */
export const PUBLIC_MEDIA_PATH = '/media';
/** What public objects are cached for (spec §7 "cache control 3600"). */
export const PUBLIC_MEDIA_CACHE_SECONDS = 3600;

/** Keys are relative paths of safe segments: no '..', no leading '/', no backslashes. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isValidStorageKey(key: string): boolean {
  const segments = key.split('/');
  return (
    key.length <= 500 &&
    segments.length <= 5 &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
  );
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`A stored object already has the key ${key}`);
    this.name = 'ObjectExistsError';
  }
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** The content type of a stored object by its extension (keys get their extension from content). */
export function contentTypeForKey(key: string): string {
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  // hasOwn: the key is a visitor's path; 'x.constructor' must not find Object.prototype's.
  return Object.hasOwn(CONTENT_TYPES, extension)
    ? CONTENT_TYPES[extension]!
    : 'application/octet-stream';
}

export class LocalStorage {
  constructor(readonly rootDir: string) {}

  private pathOf(area: StorageArea, key: string): string {
    if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
    return path.join(path.resolve(this.rootDir), area, ...key.split('/'));
  }

  /**
   * Stores bytes under a new key. The bytes go to a temporary file first and are linked into
   * place, so a reader never sees half a file and an existing object is never replaced.
   */
  async put(area: StorageArea, key: string, data: Uint8Array): Promise<void> {
    const target = this.pathOf(area, key);
    const tmpDir = path.join(path.resolve(this.rootDir), '.tmp');
    await Promise.all([
      mkdir(path.dirname(target), { recursive: true }),
      mkdir(tmpDir, { recursive: true }),
    ]);
    const tmp = path.join(tmpDir, randomUUID());
    await writeFile(tmp, data, { flag: 'wx' });
    try {
      await link(tmp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key);
      throw error;
    } finally {
      await unlink(tmp).catch(() => undefined);
    }
  }

  /** The object's bytes, or null when there is none (or the key is not a valid key). */
  async get(area: StorageArea, key: string): Promise<Buffer | null> {
    if (!isValidStorageKey(key)) return null;
    try {
      return await readFile(this.pathOf(area, key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(area: StorageArea, key: string): Promise<boolean> {
    if (!isValidStorageKey(key)) return false;
    try {
      return (await stat(this.pathOf(area, key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Removes an object; true when there was one. */
  async delete(area: StorageArea, key: string): Promise<boolean> {
    if (!isValidStorageKey(key)) return false;
    const target = this.pathOf(area, key);
    if (!(await this.exists(area, key))) return false;
    await rm(target, { force: true });
    return true;
  }

  /** The URL path of a public object (prefix it with the site's origin for an absolute URL). */
  publicPath(key: string): string {
    if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
    return `${PUBLIC_MEDIA_PATH}/${key}`;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
