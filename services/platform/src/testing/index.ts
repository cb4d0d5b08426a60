export * from './test-env';
export * from './factories';
export * from './own-redis';
export * from './s3-stand-in';
export * from './review';
export * from './drop-database';
export * from './owner-db';
export * from './own-database';
