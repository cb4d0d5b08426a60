import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from '../src/storage/local-storage';
import {
  InvalidStorageKeyError,
  ObjectExistsError,
  contentTypeForKey,
  isValidStorageKey,
  type ObjectStorage,
} from '../src/storage/object-storage';
import { S3Storage, createS3Client } from '../src/storage/s3-storage';
import { startS3StandIn, type S3StandIn } from '../src/testing/s3-stand-in';

// The storage contract: the same tests on both backends, the local folder and an S3 bucket
// (s3rver, started here on a free port). Then what only the local backend has (file modes,
// its temporary folder) and what only the S3 one must never do (make an object public).

let s3: S3StandIn;

beforeAll(async () => {
  s3 = await startS3StandIn();
});

afterAll(async () => {
  await s3?.stop();
});

/** A fresh, empty store: a new folder, or a new bucket on the stand-in. */
const backends: Array<[string, () => Promise<ObjectStorage>]> = [
  ['local disk', async () => new LocalStorage(await mkdtemp(path.join(tmpdir(), 'th-storage-')))],
  [
    'S3',
    async () => {
      const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
      const client = createS3Client(s3.config);
      const bucket = `contract-${randomUUID().slice(0, 8)}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return new S3Storage(client, bucket);
    },
  ],
];

describe.each(backends)('storage contract: %s', (_name, create) => {
  let storage: ObjectStorage;

  beforeEach(async () => {
    storage = await create();
  });

  it('should store and read back an object in each area', async () => {
    await storage.put('public', 'logos/acme-1.png', Buffer.from('public bytes'));
    await storage.put('private', 'claims/1/director-1-pan.pdf', Buffer.from('private bytes'));
    expect((await storage.get('public', 'logos/acme-1.png'))?.toString()).toBe('public bytes');
    expect((await storage.get('private', 'claims/1/director-1-pan.pdf'))?.toString()).toBe(
      'private bytes',
    );
    expect(await storage.exists('public', 'logos/acme-1.png')).toBe(true);
  });

  it('should stream an object with its size, and answer null for none', async () => {
    const bytes = Buffer.from('streamed logo bytes');
    await storage.put('public', 'logos/stream-1.webp', bytes);
    const opened = await storage.stream('public', 'logos/stream-1.webp');
    expect(opened?.size).toBe(bytes.length);
    expect(await text(opened!.body)).toBe('streamed logo bytes');
    expect(await storage.stream('public', 'logos/missing.webp')).toBeNull();
    expect(await storage.stream('public', '../private/x')).toBeNull();
  });

  it('should keep the areas apart', async () => {
    await storage.put('private', 'claims/1/doc.pdf', Buffer.from('secret'));
    expect(await storage.get('public', 'claims/1/doc.pdf')).toBeNull();
    expect(await storage.stream('public', 'claims/1/doc.pdf')).toBeNull();
    expect(await storage.exists('public', 'claims/1/doc.pdf')).toBe(false);
  });

  it('should never overwrite an object', async () => {
    await storage.put('public', 'logos/acme-1.png', Buffer.from('first'));
    await expect(storage.put('public', 'logos/acme-1.png', Buffer.from('second'))).rejects.toThrow(
      ObjectExistsError,
    );
    expect((await storage.get('public', 'logos/acme-1.png'))?.toString()).toBe('first');
  });

  it('should delete an object and say whether there was one', async () => {
    await storage.put('public', 'logos/gone.png', Buffer.from('x'));
    expect(await storage.delete('public', 'logos/gone.png')).toBe(true);
    expect(await storage.get('public', 'logos/gone.png')).toBeNull();
    expect(await storage.exists('public', 'logos/gone.png')).toBe(false);
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
      expect(await storage.exists('public', key)).toBe(false);
      expect(await storage.delete('public', key)).toBe(false);
    },
  );

  it('should read a folder as no object', async () => {
    await storage.put('public', 'logos/acme-1.png', Buffer.from('x'));
    expect(await storage.get('public', 'logos')).toBeNull();
    expect(await storage.exists('public', 'logos')).toBe(false);
  });

  it('should list a folder and delete what it listed only inside that folder', async () => {
    await storage.put('private', 'claims/1/a.pdf', Buffer.from('a'));
    await storage.put('private', 'claims/2/b.pdf', Buffer.from('b'));
    await storage.put('private', 'claimsx/3/c.pdf', Buffer.from('c'));
    await storage.put('public', 'logos/acme-1.png', Buffer.from('c'));
    const listed = await storage.list('private', 'claims');
    expect(listed.map((object) => object.key).sort()).toEqual(['claims/1/a.pdf', 'claims/2/b.pdf']);
    for (const object of listed) {
      expect(Math.abs(Date.now() - object.modifiedAt.getTime())).toBeLessThan(60_000);
    }
    expect(await storage.list('private', 'nothing-here')).toEqual([]);
    expect(await storage.deleteListed('private', 'claims', '../public/logos/acme-1.png')).toBe(
      false,
    );
    expect(await storage.deleteListed('private', 'claims', 'claimsx/3/c.pdf')).toBe(false);
    expect(await storage.deleteListed('private', 'claims', 'claims/1/a.pdf')).toBe(true);
    expect(await storage.exists('private', 'claims/1/a.pdf')).toBe(false);
    expect(await storage.exists('private', 'claims/2/b.pdf')).toBe(true);
    expect(await storage.exists('private', 'claimsx/3/c.pdf')).toBe(true);
    expect(await storage.exists('public', 'logos/acme-1.png')).toBe(true);
  });

  it('should give the public URL path of a valid key only', () => {
    expect(storage.publicPath('logos/acme-1.webp')).toBe('/media/logos/acme-1.webp');
    expect(() => storage.publicPath('../private/claims/1/a.pdf')).toThrow(InvalidStorageKeyError);
  });
});

describe(LocalStorage.name, () => {
  let storage: LocalStorage;

  beforeEach(async () => {
    storage = new LocalStorage(await mkdtemp(path.join(tmpdir(), 'th-storage-')));
  });

  it('should leave no temporary files behind, even after a refused write', async () => {
    await storage.put('public', 'logos/a.png', Buffer.from('x'));
    await storage.put('public', 'logos/a.png', Buffer.from('y')).catch(() => undefined);
    expect(await readdir(path.join(storage.rootDir, '.tmp'))).toEqual([]);
  });

  it('should close a private area opened by hand on the next write', async () => {
    await storage.put('private', 'claims/1/a.pdf', Buffer.from('x'));
    await chmod(path.join(storage.rootDir, 'private'), 0o755);
    await storage.put('private', 'claims/1/b.pdf', Buffer.from('x'));
    expect((await stat(path.join(storage.rootDir, 'private'))).mode & 0o777).toBe(0o700);
  });

  it('should remove the folders a listed delete empties, but not the folder listed', async () => {
    await storage.put('private', 'claims/1/a.pdf', Buffer.from('a'));
    await storage.put('private', 'claims/2/b.pdf', Buffer.from('b'));
    expect(await storage.deleteListed('private', 'claims', 'claims/1/a.pdf')).toBe(true);
    expect(await readdir(path.join(storage.rootDir, 'private', 'claims'))).toEqual(['2']);
  });

  it('should give content types by extension', () => {
    expect(contentTypeForKey('logos/acme-1.webp')).toBe('image/webp');
    expect(contentTypeForKey('claims/1/x.PDF')).toBe('application/pdf');
    expect(contentTypeForKey('x.exe')).toBe('application/octet-stream');
    // Issue 24 #8: an extension that names a built-in property is just unknown.
    for (const name of ['constructor', '__proto__', 'tostring', 'hasownproperty', 'valueof'])
      expect(contentTypeForKey(`logos/x.${name}`), name).toBe('application/octet-stream');
  });
});

describe(S3Storage.name, () => {
  it('should ask for no public ACL or grant on any object it writes', async () => {
    const client = createS3Client(s3.config);
    // Every header the adapter sends, as S3 receives it (s3rver itself enforces no ACLs).
    const sent: Array<Record<string, string>> = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: 'finalizeRequest' },
    );
    const storage = new S3Storage(client, s3.config.bucket);
    const stamp = Date.now();
    await storage.put('public', `logos/acl-${stamp}.webp`, Buffer.from('logo'));
    await storage.put('private', `claims/9/acl-${stamp}.pdf`, Buffer.from('id proof'));
    expect(sent.length).toBeGreaterThan(0);
    const headerNames = sent.flatMap((headers) => Object.keys(headers).map((h) => h.toLowerCase()));
    expect(
      headerNames.filter((name) => name === 'x-amz-acl' || name.startsWith('x-amz-grant')),
    ).toEqual([]);
    const { GetObjectAclCommand } = await import('@aws-sdk/client-s3');
    for (const key of [`public/logos/acl-${stamp}.webp`, `private/claims/9/acl-${stamp}.pdf`]) {
      const acl = await client.send(
        new GetObjectAclCommand({ Bucket: s3.config.bucket, Key: key }),
      );
      const grantees = (acl.Grants ?? []).map((grant) => grant.Grantee?.URI ?? '');
      expect(grantees.join(' '), key).not.toMatch(/AllUsers|AuthenticatedUsers/);
    }
  });
});
