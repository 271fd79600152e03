export * from './ofrep.module';
export { OfrepUsage } from './queries/evaluate-flags/evaluate-flags-usage.service';
