import { EventEmitter } from 'node:events';
import { Injectable } from '@nestjs/common';
import type { Context } from 'unleash-client/lib/context';
import type { FeatureInterface } from 'unleash-client/lib/feature';
import UnleashClient from 'unleash-client/lib/client';
import { defaultStrategies } from 'unleash-client/lib/strategy';
import type { Segment } from 'unleash-client/lib/strategy/strategy';
import { ClientFeaturesService, clientFeatures, type ClientFeaturesResponse } from '@pennant/client-api';

import type { FrontendToggle } from './frontend-features.answer';

export type { FrontendToggle };

/** Engines kept (one per environment, project scope and revision). */
const MAX_ENGINES = 16;

/**
 * The official SDK's evaluation, fed from memory: the SDK's client reads flags and segments through
 * this repository instead of polling, so the frontend API evaluates exactly as SDKs do.
 */
class SnapshotRepository extends EventEmitter {
  private readonly toggles: Map<string, FeatureInterface>;
  private readonly segments: Map<number, Segment>;

  constructor(response: ClientFeaturesResponse) {
    super();
    this.toggles = new Map(response.features.map((f) => [f.name, f as unknown as FeatureInterface]));
    this.segments = new Map((response.segments ?? []).map((s) => [s.id, s as unknown as Segment]));
  }

  getToggle(name: string): FeatureInterface | undefined {
    return this.toggles.get(name);
  }

  getToggles(): FeatureInterface[] {
    return [...this.toggles.values()];
  }

  getTogglesWithSegmentData(): never[] {
    return [];
  }

  getSegment(id: number): Segment | undefined {
    return this.segments.get(id);
  }

  stop(): void {}

  async start(): Promise<void> {}
}

interface Engine {
  client: UnleashClient;
  names: string[];
  impressionData: Map<string, boolean>;
}

/**
 * Server-side evaluation for the frontend API: the flags a frontend token may see,
 * in its environment, evaluated for a context by the `unleash-client` SDK's own engine (the same
 * code the client-specification tests run against). Engines are built from the client API's
 * in-memory snapshots and kept per (environment, projects, revision): a flag change makes a new
 * revision and hence a new engine; nothing is read per request while nothing changes.
 */
@Injectable()
export class FrontendEvaluator {
  private readonly engines = new Map<string, Promise<Engine>>();

  constructor(private readonly features: ClientFeaturesService) {}

  async evaluate(environment: string, projects: readonly string[], context: Context): Promise<FrontendToggle[]> {
    const engine = await this.engine(environment, [...projects].sort());
    const toggles: FrontendToggle[] = [];
    for (const name of engine.names) {
      // One evaluation per flag (as Unleash's proxy does): the variant carries whether the flag is on.
      const variant = engine.client.forceGetVariant(name, context);
      if (!variant.feature_enabled) continue;
      toggles.push({
        name,
        enabled: true,
        variant: {
          name: variant.name,
          enabled: variant.enabled,
          feature_enabled: true,
          featureEnabled: true,
          ...(variant.payload ? { payload: variant.payload } : {}),
        },
        impressionData: engine.impressionData.get(name) ?? false,
      });
    }
    return toggles;
  }

  private async engine(environment: string, projects: string[]): Promise<Engine> {
    const revision = await this.features.revision();
    const key = JSON.stringify([environment, projects, revision.id]);
    let engine = this.engines.get(key);
    if (!engine) {
      engine = this.build(environment, projects, revision);
      if (this.engines.size >= MAX_ENGINES) this.engines.delete(this.engines.keys().next().value as string);
      this.engines.set(key, engine);
      engine.catch(() => this.engines.delete(key));
    }
    return engine;
  }

  private async build(
    environment: string,
    projects: string[],
    revision: Awaited<ReturnType<ClientFeaturesService['revision']>>,
  ): Promise<Engine> {
    const { snapshot } = await this.features.snapshot(environment, revision);
    const response = clientFeatures(snapshot, { environment, projects, namePrefix: null, tags: [], segmentIds: true }, revision.number, '');
    const client = new UnleashClient(new SnapshotRepository(response) as never, defaultStrategies);
    // The SDK reports unknown strategies and dependencies as events; with no listener an 'error' would throw.
    client.on('warn', () => undefined);
    client.on('error', () => undefined);
    return {
      client,
      names: response.features.map((f) => f.name).sort(),
      impressionData: new Map(response.features.map((f) => [f.name, f.impressionData])),
    };
  }
}
