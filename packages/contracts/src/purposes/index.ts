export * from './create-purpose';
export * from './get-purposes';
export * from './interactions';
export * from './matches';
export * from './publish-status';
export * from './purpose';
export * from './reports';
