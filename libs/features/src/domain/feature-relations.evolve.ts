import { assertNever, type TagRef } from '@pennant/events';
import { envState, type FeatureEvent, type FeatureRelationsEventType, type FeatureState } from './feature.state';

type RelationsEvent = Extract<FeatureEvent, { type: FeatureRelationsEventType }>;

export const sameTag = (a: TagRef, b: TagRef): boolean => a.type === b.type && a.value === b.value;

/** How variant, tag and dependency events change a flag's state. */
export function evolveRelations(state: FeatureState, event: RelationsEvent): FeatureState {
  switch (event.type) {
    case 'feature-variants-updated':
      return { ...state, variants: event.data.data.variants };
    case 'feature-environment-variants-updated': {
      const environment = event.data.environment;
      return {
        ...state,
        environments: { ...state.environments, [environment]: { ...envState(state, environment), variants: event.data.data.variants } },
      };
    }
    case 'feature-tagged': {
      const tags = state.tags ?? [];
      const tag = event.data.data;
      return tags.some((t) => sameTag(t, tag)) ? state : { ...state, tags: [...tags, { type: tag.type, value: tag.value }] };
    }
    case 'feature-untagged':
      return { ...state, tags: (state.tags ?? []).filter((t) => !sameTag(t, event.data.preData)) };
    case 'feature-dependency-added': {
      const others = (state.dependencies ?? []).filter((d) => d.feature !== event.data.data.feature);
      return { ...state, dependencies: [...others, event.data.data] };
    }
    case 'feature-dependency-removed':
      return { ...state, dependencies: (state.dependencies ?? []).filter((d) => d.feature !== event.data.data.feature) };
    case 'feature-dependencies-removed':
      return { ...state, dependencies: [] };
    default:
      return assertNever(event);
  }
}
