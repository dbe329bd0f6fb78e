export * from './constants';
export * from './phr';
