export * from './form';
export * from './id-number';
export * from './registration';
