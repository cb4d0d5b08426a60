import { chmod, mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  InvalidStorageKeyError,
  LocalStorage,
  ObjectExistsError,
  contentTypeForKey,
  isValidStorageKey,
} from '../src/storage/local-storage';

let storage: LocalStorage;

beforeEach(async () => {
  storage = new LocalStorage(await mkdtemp(path.join(tmpdir(), 'trusthive-storage-')));
});

describe(LocalStorage.name, () => {
  it('should store and read back an object in each area', async () => {
    await storage.put('public', 'logos/acme-1.png', Buffer.from('public bytes'));
    await storage.put('private', 'claims/1/director-1-pan.pdf', Buffer.from('private bytes'));
    expect((await storage.get('public', 'logos/acme-1.png'))?.toString()).toBe('public bytes');
    expect((await storage.get('private', 'claims/1/director-1-pan.pdf'))?.toString()).toBe(
      'private bytes',
    );
  });

  it('should keep the areas apart', async () => {
    await storage.put('private', 'claims/1/doc.pdf', Buffer.from('secret'));
    expect(await storage.get('public', 'claims/1/doc.pdf')).toBeNull();
    expect(await storage.exists('public', 'claims/1/doc.pdf')).toBe(false);
  });

  it('should never overwrite an object', async () => {
    await storage.put('public', 'logos/acme-1.png', Buffer.from('first'));
    await expect(storage.put('public', 'logos/acme-1.png', Buffer.from('second'))).rejects.toThrow(
      ObjectExistsError,
    );
    expect((await storage.get('public', 'logos/acme-1.png'))?.toString()).toBe('first');
  });

  it('should leave no temporary files behind, even after a refused write', async () => {
    await storage.put('public', 'logos/a.png', Buffer.from('x'));
    await storage.put('public', 'logos/a.png', Buffer.from('y')).catch(() => undefined);
    expect(await readdir(path.join(storage.rootDir, '.tmp'))).toEqual([]);
  });

  it('should delete an object and say whether there was one', async () => {
    await storage.put('public', 'logos/gone.png', Buffer.from('x'));
    expect(await storage.delete('public', 'logos/gone.png')).toBe(true);
    expect(await storage.get('public', 'logos/gone.png')).toBeNull();
    expect(await storage.delete('public', 'logos/gone.png')).toBe(false);
  });

  it.each(['../private/claims/1/doc.pdf', 'logos/../../x', '/etc/passwd', 'a\\b', '', 'logos/'])(
    'should refuse the key %j',
    async (key) => {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(storage.put('public', key, Buffer.from('x'))).rejects.toThrow(
        InvalidStorageKeyError,
      );
      expect(await storage.get('public', key)).toBeNull();
    },
  );

  it('should read a folder as no object', async () => {
    await storage.put('public', 'logos/acme-1.png', Buffer.from('x'));
    expect(await storage.get('public', 'logos')).toBeNull();
  });

  it('should close a private area opened by hand on the next write', async () => {
    await storage.put('private', 'claims/1/a.pdf', Buffer.from('x'));
    await chmod(path.join(storage.rootDir, 'private'), 0o755);
    await storage.put('private', 'claims/1/b.pdf', Buffer.from('x'));
    expect((await stat(path.join(storage.rootDir, 'private'))).mode & 0o777).toBe(0o700);
  });

  it('should list a folder and delete what it listed only inside that folder', async () => {
    await storage.put('private', 'claims/1/a.pdf', Buffer.from('a'));
    await storage.put('private', 'claims/2/b.pdf', Buffer.from('b'));
    await storage.put('public', 'logos/acme-1.png', Buffer.from('c'));
    const keys = (await storage.list('private', 'claims')).map((object) => object.key).sort();
    expect(keys).toEqual(['claims/1/a.pdf', 'claims/2/b.pdf']);
    expect(await storage.list('private', 'nothing-here')).toEqual([]);
    expect(await storage.deleteListed('private', 'claims', '../public/logos/acme-1.png')).toBe(
      false,
    );
    expect(await storage.deleteListed('private', 'claims', 'claims/1/a.pdf')).toBe(true);
    expect(await storage.exists('public', 'logos/acme-1.png')).toBe(true);
    // The emptied folder goes too; the area's folder stays.
    expect(await readdir(path.join(storage.rootDir, 'private', 'claims'))).toEqual(['2']);
  });

  it('should give the public URL path and content types by extension', () => {
    expect(storage.publicPath('logos/acme-1.webp')).toBe('/media/logos/acme-1.webp');
    expect(contentTypeForKey('logos/acme-1.webp')).toBe('image/webp');
    expect(contentTypeForKey('claims/1/x.PDF')).toBe('application/pdf');
    expect(contentTypeForKey('x.exe')).toBe('application/octet-stream');
    // Issue 24 #8: an extension that names a built-in property is just unknown.
    for (const name of ['constructor', '__proto__', 'tostring', 'hasownproperty', 'valueof'])
      expect(contentTypeForKey(`logos/x.${name}`), name).toBe('application/octet-stream');
  });
});
