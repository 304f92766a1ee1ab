export * from './appointment';
export * from './states';
