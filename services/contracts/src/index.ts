export * from './common/error.schema';
export * from './health';
