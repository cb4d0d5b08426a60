export * from './session-store';
export * from './cookie';
export * from './csrf';
export * from './attempt-counter';
export * from './owner-session';
export * from './session-cookies';
