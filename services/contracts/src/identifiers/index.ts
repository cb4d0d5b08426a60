export * from './states';
export * from './gstin';
export * from './identifier-panel';
export * from './masks';
