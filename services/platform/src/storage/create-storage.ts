import type { Config } from '../config/env';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

/** The storage the configuration names: the S3 bucket when one is set, else the local folder. */
export function createStorage(config: Config['storage']): ObjectStorage {
  return config.s3 ? S3Storage.fromConfig(config.s3) : new LocalStorage(config.dir);
}
