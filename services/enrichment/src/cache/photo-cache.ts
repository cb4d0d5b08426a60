import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

// Proxied maps photos, cached as bytes so a gallery opened twice costs one provider call.
// A value is the content type, a newline, then the image. Photos over the size cap are served
// but not kept, so one huge image cannot crowd the cache.

export interface CachedPhoto {
  contentType: string;
  bytes: Buffer;
}

export class PhotoCache {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly ttlSeconds: number,
    private readonly maxBytes: number,
  ) {}

  private key(reference: string, width: number): string {
    // References run to hundreds of characters; a digest keeps keys short.
    const digest = createHash('sha256').update(reference).digest('base64url');
    return `${this.namespace}:photo:${width}:${digest}`;
  }

  async get(reference: string, width: number): Promise<CachedPhoto | null> {
    const value = await this.redis.getBuffer(this.key(reference, width));
    if (!value) return null;
    const newline = value.indexOf(0x0a);
    if (newline <= 0) return null;
    return {
      contentType: value.subarray(0, newline).toString('utf8'),
      bytes: value.subarray(newline + 1),
    };
  }

  /** False when the photo is over the cap and was not stored. */
  async set(reference: string, width: number, photo: CachedPhoto): Promise<boolean> {
    if (photo.bytes.length > this.maxBytes) return false;
    const value = Buffer.concat([Buffer.from(`${photo.contentType}\n`, 'utf8'), photo.bytes]);
    await this.redis.set(this.key(reference, width), value, 'EX', this.ttlSeconds);
    return true;
  }
}
