export * from './frontend-api.module';
export { FrontendEvaluator, type FrontendToggle } from './queries/frontend-features/frontend-features-evaluator.service';
export { registerFrontendCors } from './frontend-cors';
export { SdkEngines, engineOf, type SdkEngine } from './engine/sdk-engines';
