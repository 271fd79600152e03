import type { ActionName } from '@pennant/events';

export interface ActionDefinition {
  label: string;
  description: string;
  category: string;
  /** Permissions the service account needs, as Unleash lists them; not enforced yet: no users. */
  permissions: string[];
  /** Required `executionParams`, all strings. */
  params: readonly ('project' | 'environment' | 'featureName' | 'tag')[];
}

/** The actions an action set can run, with their parameters (`GET …/actions/config`). */
export const ACTION_DEFINITIONS: { readonly [K in ActionName]: ActionDefinition } = {
  TOGGLE_FEATURE_ON: {
    label: 'Enable flag',
    description: 'Enables a feature flag in an environment',
    category: 'Feature flags',
    permissions: ['UPDATE_FEATURE_ENVIRONMENT'],
    params: ['project', 'environment', 'featureName'],
  },
  TOGGLE_FEATURE_OFF: {
    label: 'Disable flag',
    description: 'Disables a feature flag in an environment',
    category: 'Feature flags',
    permissions: ['UPDATE_FEATURE_ENVIRONMENT'],
    params: ['project', 'environment', 'featureName'],
  },
  TOGGLE_FEATURES_ON_BY_TAG: {
    label: 'Enable flags by tag',
    description: 'Enables every active flag of the project carrying a tag (`type:value`, or `value` of type simple) in an environment',
    category: 'Feature flags',
    permissions: ['UPDATE_FEATURE_ENVIRONMENT'],
    params: ['project', 'environment', 'tag'],
  },
  TOGGLE_FEATURES_OFF_BY_TAG: {
    label: 'Disable flags by tag',
    description: 'Disables every active flag of the project carrying a tag (`type:value`, or `value` of type simple) in an environment',
    category: 'Feature flags',
    permissions: ['UPDATE_FEATURE_ENVIRONMENT'],
    params: ['project', 'environment', 'tag'],
  },
};
