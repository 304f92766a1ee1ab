export * from './codes';
export * from './field-labels';
export * from './messages';
export * from './schema-keys';
