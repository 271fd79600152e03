export * from './safeguards.module';
export * from './model';
export * from './domain';
export { SafeguardsProjection } from './projections/safeguards.projection';
export { SafeguardEvaluator, safeguardActor } from './commands/evaluate-safeguards/evaluate-safeguards.service';
export { safeguardRuleSchema, ruleOfBody, type SafeguardRuleBody } from './commands/configure-safeguard/configure-safeguard-rule.schema';
export { flagFacts } from './commands/configure-safeguard/configure-safeguard.handler';
