import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageConfig } from '../storage/s3-storage';

// A local S3-compatible server (s3rver) for tests, as the other third-party APIs have local
// stand-ins: on a free port, with one bucket, its files in a temporary folder removed at stop.

export const S3_STAND_IN_BUCKET = 'trusthive-test';
/** The credentials s3rver checks signatures against. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export interface S3StandIn {
  endpoint: string;
  /** The config an S3Storage needs to reach it. */
  config: S3StorageConfig;
  /** The same as environment variables, for processes started with STORAGE_DRIVER=s3. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3StandIn(bucket = S3_STAND_IN_BUCKET): Promise<S3StandIn> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = await mkdtemp(path.join(tmpdir(), 'trusthive-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    },
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async stop() {
      // Clients keep their connections alive; close() alone would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
