import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  LocalStorage,
  S3Storage,
  buildServiceServer,
  createServiceDeps,
  loadConfig,
  type S3StorageConfig,
  type Server,
  type ServiceDeps,
} from '@trusthive/platform';
import { TEST_HINT_TIMEOUT_MS, testDatabaseUrl, testRedisUrl } from '@trusthive/platform/testing';
import { buildApp } from '../src/app';

// The submissions service on real PostgreSQL, Redis and a temporary storage directory. Each
// test file gets its own BullMQ prefix and storage root, and makes its own rows.

export interface TestService<S = LocalStorage> {
  app: Server;
  deps: ServiceDeps;
  storage: S;
  queuePrefix: string;
  close(): Promise<void>;
}

export async function startService(name: string): Promise<TestService>;
/** The service with its files in an S3 bucket (STORAGE_DRIVER=s3) rather than a folder. */
export async function startService(
  name: string,
  s3: S3StorageConfig,
): Promise<TestService<S3Storage>>;
export async function startService(
  name: string,
  s3?: S3StorageConfig,
): Promise<TestService<LocalStorage | S3Storage>> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'trusthive-submissions-'));
  const queuePrefix = `test-${randomUUID()}`;
  const deps = createServiceDeps(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      database: { url: testDatabaseUrl(), poolSize: 4 },
      redis: { url: testRedisUrl() },
      queues: { prefix: queuePrefix },
      storage: { dir: storageDir, ...(s3 ? { s3 } : {}) },
      hints: { timeoutMs: TEST_HINT_TIMEOUT_MS },
    },
    name,
  );
  const app = await buildServiceServer('submissions', deps, buildApp);
  return {
    app,
    deps,
    storage: s3 ? S3Storage.fromConfig(s3) : new LocalStorage(storageDir),
    queuePrefix,
    close: async () => {
      await app.close();
      await deps.db.destroy();
      deps.redis.disconnect();
    },
  };
}

/** A fresh Idempotency-Key. */
export const newKey = () => `key-${randomUUID()}`;

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; bytes: Uint8Array; type?: string }> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.append(
      key,
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (JFIF) file. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64),
]);
/** A small PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const TEXT = Buffer.from('just some text, not an image\n');

/** A PNG padded to the given size (the signature is what makes it a PNG). */
export function pngOfSize(bytes: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length))]);
}

export function pdfOfSize(bytes: number): Buffer {
  return Buffer.concat([PDF, Buffer.alloc(Math.max(0, bytes - PDF.length))]);
}

/** A real 8x8 JPEG whose EXIF names the camera (what a re-encoded logo must not carry). */
export const JPEG_WITH_EXIF = await sharp({
  create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } },
})
  .jpeg()
  .withExif({ IFD0: { Make: 'Secret Camera', Model: 'Home Address 12' } })
  .toBuffer();
