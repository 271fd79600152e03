export * from './ofrep.module';
export { OfrepUsage } from './queries/evaluate-flags/ofrep-usage';
