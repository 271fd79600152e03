import { Injectable } from '@nestjs/common';
import type { Context } from 'unleash-client/lib/context';
import { FeatureUsageFacts } from '@pennant/features';
import { NotFoundError } from '@pennant/platform';
import { EnvironmentFacts, ProjectFacts } from '@pennant/projects';
import { SdkEngines } from '../../engine/sdk-engines';
import { evaluateFeature, type StrategyRow } from './playground-evaluation.logic';
import type { PlaygroundFeature, PlaygroundRequest } from './playground.schema';

/** The SDK context of a playground request (`currentTime` a date, custom fields in `properties`). */
export function sdkContext(context: PlaygroundRequest['context']): Context {
  const { currentTime, properties, ...fields } = context;
  return { ...fields, ...(currentTime ? { currentTime: new Date(currentTime) } : {}), properties: { ...properties } };
}

/**
 * Unleash's playground (ADR 0055): every active flag of the asked projects the caller may read,
 * evaluated in an environment for a context by the SDK engine the frontend API uses, with each
 * strategy's, constraint's and segment's result. Remaining race (accepted): a strategy changed
 * between the engine's snapshot and the strategy read shows its newer reasons next to the older result.
 */
@Injectable()
export class Playground {
  constructor(
    private readonly engines: SdkEngines,
    private readonly strategies: FeatureUsageFacts,
    private readonly environments: EnvironmentFacts,
    private readonly projects: ProjectFacts,
  ) {}

  async evaluate(request: PlaygroundRequest, readable: readonly string[], context: Context): Promise<PlaygroundFeature[]> {
    if (!(await this.environments.exists(request.environment)))
      throw new NotFoundError(`Environment "${request.environment}" does not exist.`);
    const asked = request.projects === '*' ? null : [...new Set(request.projects)];
    if (asked) {
      const known = await this.projects.knownAmong(asked);
      const unknown = asked.filter((p) => !known.includes(p));
      if (unknown.length > 0) throw new NotFoundError(`No project with id "${unknown[0]}" exists.`);
    }
    const scope = readable.includes('*') ? (asked ?? ['*']) : (asked ?? [...readable]).filter((p) => readable.includes(p));
    if (scope.length === 0) return [];
    const engine = await this.engines.of(request.environment, scope);
    const rows = await this.strategies.strategiesIn(request.environment, engine.names);
    const byFlag = new Map<string, StrategyRow[]>();
    for (const row of rows) byFlag.set(row.featureName, [...(byFlag.get(row.featureName) ?? []), row]);
    return engine.names.map((name) => evaluateFeature(engine, name, request.environment, byFlag.get(name) ?? [], context));
  }
}
