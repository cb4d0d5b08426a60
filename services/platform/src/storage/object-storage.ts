import type { Readable } from 'node:stream';

// What the services store for visitors (logos, claim documents), whichever backend holds it:
// local disk (LocalStorage, the default for one machine) or an S3 bucket (S3Storage, for
// more than one). Two areas: `public` (served read-only at PUBLIC_MEDIA_PATH, through the
// submissions service) and `private` (never served and never given a URL; claim documents).
// Objects are never overwritten: a write that finds its key taken fails with ObjectExistsError.

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

/** One stored object as a listing sees it. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** An object opened for reading: its bytes as a stream and how many there are. */
export interface ObjectStream {
  body: Readable;
  size: number;
}

/** The one interface both backends implement; the storage contract tests run it on both. */
export interface ObjectStorage {
  /** Stores bytes under a new key; ObjectExistsError when the key is taken. */
  put(area: StorageArea, key: string, data: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none (or the key is not a valid key). */
  get(area: StorageArea, key: string): Promise<Buffer | null>;
  /** The object as a stream (served without holding it in memory), or null as get(). */
  stream(area: StorageArea, key: string): Promise<ObjectStream | null>;
  exists(area: StorageArea, key: string): Promise<boolean>;
  /** Removes an object; true when there was one. */
  delete(area: StorageArea, key: string): Promise<boolean>;
  /**
   * Every object under a folder of the area (e.g. 'claims'), with when it was last written;
   * names that are no valid key are listed too, so a sweep can remove them.
   */
  list(area: StorageArea, folder: string): Promise<StoredObject[]>;
  /** Removes an object found by list(), as long as it lies inside the given folder. */
  deleteListed(area: StorageArea, folder: string, key: string): Promise<boolean>;
  /** The URL path of a public object (prefix it with the site's origin for an absolute URL). */
  publicPath(key: string): string;
}

/** The URL path of a public object; the same for every backend, as /media serves them all. */
export function publicPathOf(key: string): string {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
  return `${PUBLIC_MEDIA_PATH}/${key}`;
}
