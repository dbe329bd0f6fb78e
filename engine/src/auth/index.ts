export * from './auth-config';
export * from './authenticate';
export * from './json-path';
export * from './jwt';
export * from './session-value';
