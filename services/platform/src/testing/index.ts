export * from './test-env';
export * from './factories';
