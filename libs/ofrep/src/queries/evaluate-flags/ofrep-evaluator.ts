import { Inject, Injectable } from '@nestjs/common';
import type { Context } from 'unleash-client/lib/context';
import { MetricsAggregator } from '@pennant/client-api';
import { SdkEngines, type SdkEngine } from '@pennant/frontend-api';
import { CLOCK, type Clock } from '@pennant/platform';
import { OfrepFlagNotFound } from './ofrep.errors';
import { resolution, type OfrepEvaluation, type SdkVariant } from './ofrep-resolution';

/** Where an OFREP caller evaluates: the token's environment and projects. */
export interface OfrepScope {
  environment: string;
  projects: readonly string[];
}

type Counts = Record<string, { yes: number; no: number; variants: Record<string, number> }>;

/**
 * OFREP's evaluations (ADR 0062): the flags a token sees in its environment, evaluated for a
 * context by the same `unleash-client` engine as the frontend API and the playground
 * (`SdkEngines`), one evaluation per flag (`forceGetVariant`, as the frontend API), mapped to
 * OFREP's answer. Each evaluation is counted in the flag's SDK metrics under `app`, through the
 * aggregator server and frontend SDKs report to.
 */
@Injectable()
export class OfrepEvaluator {
  constructor(
    private readonly engines: SdkEngines,
    private readonly metrics: MetricsAggregator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every flag of the scope for `context`. */
  async evaluateAll(scope: OfrepScope, context: Context, app: string): Promise<OfrepEvaluation[]> {
    const engine = await this.engines.of(scope.environment, scope.projects);
    const counts: Counts = {};
    const answers = engine.names.map((name) => this.evaluate(engine, name, context, counts));
    this.metrics.add(app, scope.environment, this.clock.now(), counts);
    return answers;
  }

  /** One flag for `context`; a flag the scope does not hold is `OfrepFlagNotFound`. */
  async evaluateOne(scope: OfrepScope, key: string, context: Context, app: string): Promise<OfrepEvaluation> {
    const engine = await this.engines.of(scope.environment, scope.projects);
    if (!engine.features.has(key)) throw new OfrepFlagNotFound(key);
    const counts: Counts = {};
    const answer = this.evaluate(engine, key, context, counts);
    this.metrics.add(app, scope.environment, this.clock.now(), counts);
    return answer;
  }

  private evaluate(engine: SdkEngine, name: string, context: Context, counts: Counts): OfrepEvaluation {
    const feature = engine.features.get(name);
    if (!feature) throw new OfrepFlagNotFound(name);
    const variant = engine.client.forceGetVariant(name, context) as SdkVariant;
    const on = variant.feature_enabled === true;
    counts[name] = { yes: on ? 1 : 0, no: on ? 0 : 1, variants: variant.enabled ? { [variant.name]: 1 } : {} };
    return resolution(feature, variant);
  }
}
