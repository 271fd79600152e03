import { EventEmitter } from 'node:events';
import { Injectable } from '@nestjs/common';
import type { FeatureInterface } from 'unleash-client/lib/feature';
import UnleashClient from 'unleash-client/lib/client';
import { defaultStrategies } from 'unleash-client/lib/strategy';
import type { Segment } from 'unleash-client/lib/strategy/strategy';
import { ClientFeaturesService, clientFeatures, type ClientFeature, type ClientFeaturesResponse } from '@pennant/client-api';

/** Engines kept (one per environment, project scope and revision). */
const MAX_ENGINES = 16;

/**
 * The official SDK's evaluation, fed from memory: the SDK's client reads flags and segments through
 * this repository instead of polling, so Pennant evaluates exactly as SDKs do.
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

/** The SDK's client over one environment's flags (as `/api/client/features` serves them) and its segments. */
export interface SdkEngine {
  client: UnleashClient;
  /** Flag names, sorted. */
  names: string[];
  /** The flags as SDKs receive them, by name. */
  features: Map<string, ClientFeature>;
  /** The segments the flags use, by id. */
  segments: Map<number, { id: number; name: string; constraints: ClientFeature['strategies'][number]['constraints'] }>;
}

/** Builds an engine from an SDK response (exported for tests that evaluate without a database). */
export function engineOf(response: ClientFeaturesResponse): SdkEngine {
  const client = new UnleashClient(new SnapshotRepository(response) as never, defaultStrategies);
  // The SDK reports unknown strategies and dependencies as events; with no listener an 'error' would throw.
  client.on('warn', () => undefined);
  client.on('error', () => undefined);
  return {
    client,
    names: response.features.map((f) => f.name).sort(),
    features: new Map(response.features.map((f) => [f.name, f])),
    segments: new Map((response.segments ?? []).map((s) => [s.id, s])),
  };
}

/**
 * Engines built from the client API's in-memory snapshots and kept per (environment, projects,
 * revision): a flag change makes a new revision and hence a new engine; nothing is read per
 * request while nothing changes. The frontend API and the playground evaluate with them.
 */
@Injectable()
export class SdkEngines {
  private readonly engines = new Map<string, Promise<SdkEngine>>();

  constructor(private readonly features: ClientFeaturesService) {}

  /** The engine of the environment's flags in `projects` (`['*']` for all). */
  async of(environment: string, projects: readonly string[]): Promise<SdkEngine> {
    const sorted = [...projects].sort();
    const revision = await this.features.revision();
    const key = JSON.stringify([environment, sorted, revision.id]);
    let engine = this.engines.get(key);
    if (!engine) {
      engine = this.features
        .snapshot(environment, revision)
        .then(({ snapshot }) =>
          engineOf(
            clientFeatures(snapshot, { environment, projects: sorted, namePrefix: null, tags: [], segmentIds: true }, revision.number, ''),
          ),
        );
      if (this.engines.size >= MAX_ENGINES) this.engines.delete(this.engines.keys().next().value as string);
      this.engines.set(key, engine);
      engine.catch(() => this.engines.delete(key));
    }
    return engine;
  }
}
