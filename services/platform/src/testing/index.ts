export * from './test-env';
export * from './factories';
export * from './own-redis';
export * from './review';
