export * from './domain/export-result';
export * from './domain/import-plan';
export * from './export-import.module';
