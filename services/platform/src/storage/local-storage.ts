import { randomUUID } from 'node:crypto';
import {
  chmod,
  mkdir,
  link,
  readdir,
  readFile,
  rm,
  rmdir,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  InvalidStorageKeyError,
  ObjectExistsError,
  isValidStorageKey,
  publicPathOf,
  type ObjectStorage,
  type ObjectStream,
  type StorageArea,
  type StoredObject,
} from './object-storage';

// The storage of one machine (see object-storage.ts): each area is a folder under the root.
//
// Modes are set with chmod after creating, so they do not depend on the process's umask: the
// storage root and the private area are 0700 and private files 0600 (claim documents hold ID
// proofs; no other local user may read them). Public objects are 0644 under 0755 folders, so a
// web server in front may serve them straight from disk, but the root above them stays 0700
// unless the operator opens it on purpose.

const MODES: Record<StorageArea, { dir: number; file: number }> = {
  public: { dir: 0o755, file: 0o644 },
  private: { dir: 0o700, file: 0o600 },
};

export class LocalStorage implements ObjectStorage {
  constructor(readonly rootDir: string) {}

  private get root(): string {
    return path.resolve(this.rootDir);
  }

  /** Creates the folders from the area down to `dir`, each with the area's mode. */
  private async ensureDir(area: StorageArea, dir: string): Promise<void> {
    const areaRoot = path.join(this.root, area);
    if (!(await isDirectory(this.root))) {
      await mkdir(this.root, { recursive: true });
      await chmod(this.root, 0o700);
    }
    const relative = path.relative(areaRoot, dir);
    let current = areaRoot;
    for (const segment of ['', ...(relative ? relative.split(path.sep) : [])]) {
      current = segment ? path.join(current, segment) : current;
      if (await isDirectory(current)) continue;
      await mkdir(current, { recursive: true });
      await chmod(current, MODES[area].dir);
    }
    // An area made before modes were set (or opened by hand) is closed again: everything in the
    // private area is reachable only through its root.
    if (area === 'private') await chmod(areaRoot, MODES.private.dir);
  }

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
    const tmpDir = path.join(this.root, '.tmp');
    await this.ensureDir(area, path.dirname(target));
    if (!(await isDirectory(tmpDir))) {
      await mkdir(tmpDir, { recursive: true });
      await chmod(tmpDir, 0o700);
    }
    const tmp = path.join(tmpDir, randomUUID());
    // Created 0600 (never readable by others, even for a moment), then given the area's mode.
    await writeFile(tmp, data, { flag: 'wx', mode: 0o600 });
    await chmod(tmp, MODES[area].file);
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
      // A folder (media/logos) is no object either.
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async stream(area: StorageArea, key: string): Promise<ObjectStream | null> {
    if (!isValidStorageKey(key)) return null;
    const file = this.pathOf(area, key);
    const info = await stat(file).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    return { body: createReadStream(file), size: info.size };
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

  /**
   * Every object under a folder of the area (e.g. 'claims'), with when it was last written;
   * names that are no valid key (put there by hand) are listed too, so a sweep can remove them.
   */
  async list(area: StorageArea, folder: string): Promise<StoredObject[]> {
    if (!isValidStorageKey(folder)) throw new InvalidStorageKeyError(folder);
    const base = path.join(this.root, area);
    const entries = await readdir(path.join(base, ...folder.split('/')), {
      recursive: true,
      withFileTypes: true,
    }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const objects: StoredObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      objects.push({
        key: path.relative(base, file).split(path.sep).join('/'),
        modifiedAt: info.mtime,
      });
    }
    return objects;
  }

  /**
   * Removes an object found by list(), even one whose name is no valid key, as long as it lies
   * inside the given folder of the area. Empty folders it leaves behind are removed as well.
   */
  async deleteListed(area: StorageArea, folder: string, key: string): Promise<boolean> {
    const folderPath = path.join(this.root, area, ...folder.split('/'));
    const target = path.resolve(this.root, area, key);
    if (!target.startsWith(folderPath + path.sep)) return false;
    await rm(target, { force: true });
    let dir = path.dirname(target);
    while (dir !== folderPath && dir.startsWith(folderPath + path.sep)) {
      const left = await readdir(dir).catch(() => null);
      if (!left || left.length > 0) break;
      await rmdir(dir).catch(() => undefined);
      dir = path.dirname(dir);
    }
    return true;
  }

  /** The URL path of a public object (prefix it with the site's origin for an absolute URL). */
  publicPath(key: string): string {
    return publicPathOf(key);
  }
}

async function isDirectory(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => null))?.isDirectory() ?? false;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
