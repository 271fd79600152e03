import { Injectable } from '@nestjs/common';
import type { Context } from 'unleash-client/lib/context';
import { SdkEngines } from '../../engine/sdk-engines';
import type { FrontendToggle } from './frontend-features.response';

export type { FrontendToggle };

/**
 * Server-side evaluation for the frontend API: the flags a frontend token may see,
 * in its environment, evaluated for a context by the `unleash-client` SDK's own engine (the same
 * code the client-specification tests run against), built from the client API's snapshots.
 */
@Injectable()
export class FrontendEvaluator {
  constructor(private readonly engines: SdkEngines) {}

  async evaluate(environment: string, projects: readonly string[], context: Context): Promise<FrontendToggle[]> {
    const engine = await this.engines.of(environment, projects);
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
        impressionData: engine.features.get(name)?.impressionData ?? false,
      });
    }
    return toggles;
  }
}
