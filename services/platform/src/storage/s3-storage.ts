import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  InvalidStorageKeyError,
  ObjectExistsError,
  contentTypeForKey,
  isValidStorageKey,
  publicPathOf,
  type ObjectStorage,
  type ObjectStream,
  type StorageArea,
  type StoredObject,
} from './object-storage';

// The storage of a fleet (see object-storage.ts): one bucket that every replica of the
// submissions service reads and writes, each area a key prefix (`public/...`, `private/...`).
// The bucket stays private as a whole: no object is ever written with an ACL and no URL is
// ever presigned, so a claim document is readable only with the service's credentials, and
// logos reach visitors only through /media, streamed by the service like the local files.

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, a test stand-in); AWS's own when unset. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, a pod's service-account role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible stores do not all take the SDK's
    // newer default trailing checksums, and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

export class S3Storage implements ObjectStorage {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
  ) {}

  static fromConfig(config: S3StorageConfig): S3Storage {
    return new S3Storage(createS3Client(config), config.bucket);
  }

  private objectKey(area: StorageArea, key: string): string {
    if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
    return `${area}/${key}`;
  }

  /**
   * Stores bytes under a new key. The put is conditional (If-None-Match: *), so of two
   * replicas writing one key at once only one succeeds; the check before it gives the same
   * answer on stores that ignore the condition.
   */
  async put(area: StorageArea, key: string, data: Uint8Array): Promise<void> {
    const Key = this.objectKey(area, key);
    if (await this.exists(area, key)) throw new ObjectExistsError(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: data,
          ContentLength: data.byteLength,
          ContentType: contentTypeForKey(key),
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      // 412: the key was taken meanwhile; 409: a concurrent conditional write to it.
      if ([409, 412].includes(statusOf(error) ?? 0)) throw new ObjectExistsError(key);
      throw error;
    }
  }

  async get(area: StorageArea, key: string): Promise<Buffer | null> {
    const opened = await this.open(area, key);
    if (!opened?.Body) return null;
    return Buffer.from(await opened.Body.transformToByteArray());
  }

  async stream(area: StorageArea, key: string): Promise<ObjectStream | null> {
    const opened = await this.open(area, key);
    if (!opened?.Body) return null;
    // In Node the SDK's body is a Readable (an IncomingMessage); the web type is its fallback.
    const body =
      opened.Body instanceof Readable
        ? opened.Body
        : Readable.fromWeb(opened.Body.transformToWebStream() as never);
    return { body, size: opened.ContentLength ?? 0 };
  }

  private async open(area: StorageArea, key: string) {
    if (!isValidStorageKey(key)) return null;
    try {
      return await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(area, key) }),
      );
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async exists(area: StorageArea, key: string): Promise<boolean> {
    if (!isValidStorageKey(key)) return false;
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(area, key) }),
      );
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async delete(area: StorageArea, key: string): Promise<boolean> {
    if (!(await this.exists(area, key))) return false;
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(area, key) }),
    );
    return true;
  }

  async list(area: StorageArea, folder: string): Promise<StoredObject[]> {
    if (!isValidStorageKey(folder)) throw new InvalidStorageKeyError(folder);
    const areaPrefix = `${area}/`;
    const objects: StoredObject[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${areaPrefix}${folder}/`,
          ...(ContinuationToken ? { ContinuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        objects.push({
          key: object.Key.slice(areaPrefix.length),
          modifiedAt: object.LastModified ?? new Date(0),
        });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return objects;
  }

  /**
   * Removes an object found by list(), even one whose name is no valid key (written by hand),
   * as long as its key lies inside the folder: keys are plain names, but one with a '..'
   * segment is refused all the same, as a path would be on disk.
   */
  async deleteListed(area: StorageArea, folder: string, key: string): Promise<boolean> {
    if (!key.startsWith(`${folder}/`) || key.split('/').some((part) => part === '..')) {
      return false;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `${area}/${key}` }));
    return true;
  }

  publicPath(key: string): string {
    return publicPathOf(key);
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}
