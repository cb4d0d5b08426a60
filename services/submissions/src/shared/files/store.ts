import { ObjectExistsError, type ObjectStorage, type StorageArea } from '@trusthive/platform';

/**
 * Stores bytes under a key made from a timestamp; if that key is taken (two uploads of one
 * name in the same millisecond), the next millisecond is tried. Nothing is overwritten.
 */
export async function storeUnderNewKey(
  storage: ObjectStorage,
  area: StorageArea,
  keyFor: (timestamp: number) => string,
  bytes: Uint8Array,
): Promise<string> {
  const start = Date.now();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const key = keyFor(start + attempt);
    try {
      await storage.put(area, key, bytes);
      return key;
    } catch (error) {
      if (!(error instanceof ObjectExistsError)) throw error;
    }
  }
  throw new Error('No free storage key after 20 attempts');
}
