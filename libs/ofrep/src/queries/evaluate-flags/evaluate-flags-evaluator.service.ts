import { Injectable } from '@nestjs/common';
import type { Context } from 'unleash-client/lib/context';
import { SdkEngines, type SdkEngine } from '@pennant/frontend-api';
import { OfrepFlagNotFound } from './evaluate-flags.errors';
import { OfrepUsage } from './evaluate-flags-usage.service';
import { resolution, type OfrepEvaluation, type SdkVariant } from './evaluate-flags-resolution.logic';

/** Where an OFREP caller evaluates: the token's environment and projects. */
export interface OfrepScope {
  environment: string;
  projects: readonly string[];
}

/**
 * OFREP's evaluations (ADR 0062): the flags a token sees in its environment, evaluated for a
 * context by the same `unleash-client` engine as the frontend API and the playground
 * (`SdkEngines`), one evaluation per flag (`forceGetVariant`, as the frontend API), mapped to
 * OFREP's answer. Each evaluation is counted in the flag's SDK metrics under `app` (`OfrepUsage`,
 * into the aggregator server and frontend SDKs report to).
 */
@Injectable()
export class OfrepEvaluator {
  constructor(
    private readonly engines: SdkEngines,
    private readonly usage: OfrepUsage,
  ) {}

  /** Every flag of the scope for `context`. */
  async evaluateAll(scope: OfrepScope, context: Context, app: string): Promise<OfrepEvaluation[]> {
    const engine = await this.engines.of(scope.environment, scope.projects);
    return engine.names.map((name) => this.evaluate(engine, name, context, app, scope.environment));
  }

  /** One flag for `context`; a flag the scope does not hold is `OfrepFlagNotFound`. */
  async evaluateOne(scope: OfrepScope, key: string, context: Context, app: string): Promise<OfrepEvaluation> {
    const engine = await this.engines.of(scope.environment, scope.projects);
    if (!engine.features.has(key)) throw new OfrepFlagNotFound(key);
    return this.evaluate(engine, key, context, app, scope.environment);
  }

  private evaluate(engine: SdkEngine, name: string, context: Context, app: string, environment: string): OfrepEvaluation {
    const feature = engine.features.get(name);
    if (!feature) throw new OfrepFlagNotFound(name);
    const variant = engine.client.forceGetVariant(name, context) as SdkVariant;
    this.usage.count(app, environment, name, variant.feature_enabled === true, variant.enabled ? variant.name : null);
    return resolution(feature, variant);
  }
}
