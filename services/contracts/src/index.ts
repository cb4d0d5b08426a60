export * from './common/error.schema';
export * from './health';
export * from './company';
export * from './scoring';
export * from './categories';
export * from './search';
export * from './analytics';
export * from './home';
