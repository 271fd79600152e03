import type { TagRef } from '@pennant/events';
import type { JsonPatchOperation } from './json-patch';
import type { EnvironmentVariantInput } from '@pennant/strategy-definitions/domain';

/** A whole new variant list (PUT), or a JSON patch on the current one (PATCH). */
export type VariantsChange = { kind: 'replace'; variants: EnvironmentVariantInput[] } | { kind: 'patch'; operations: JsonPatchOperation[] };

/**
 * Environment variants (PUT/PATCH env variants, variants-batch); the handler has checked that
 * every environment belongs to the project. A patch is applied to each environment's own list.
 */
export interface SetEnvironmentVariants {
  kind: 'set-environment-variants';
  name: string;
  project: string;
  environments: string[];
  change: VariantsChange;
}

/** The legacy feature-level variants (`PUT|PATCH .../features/{f}/variants`). */
export interface SetFeatureVariants {
  kind: 'set-feature-variants';
  name: string;
  project: string;
  change: VariantsChange;
}

/**
 * Flag tags (`/api/admin/features/{f}/tags`, no project in the path): `added` first, then
 * `removed`, each only where it changes something. The handler has made sure every added tag
 * exists (each on its own stream, ADR 0031).
 */
export interface UpdateFeatureTags {
  kind: 'update-feature-tags';
  name: string;
  added: TagRef[];
  removed: TagRef[];
}

/** Facts about the other flags, read by the handler from the feature read model. */
export interface DependencyFacts {
  /** The parent's project, or null when no such flag exists. */
  parentProject: string | null;
  parentArchived: boolean;
  /** The parent itself depends on other flags. */
  parentHasParents: boolean;
  /** Other flags depend on the child. */
  childHasChildren: boolean;
}

export interface AddDependency {
  kind: 'add-dependency';
  name: string;
  project: string;
  parent: string;
  enabled: boolean;
  variants: string[];
  facts: DependencyFacts;
}

/** `parent` given: remove that dependency; absent: remove all of them. */
export interface RemoveDependencies {
  kind: 'remove-dependencies';
  name: string;
  project: string;
  parent?: string;
}

export type FeatureRelationsCommand = SetEnvironmentVariants | SetFeatureVariants | UpdateFeatureTags | AddDependency | RemoveDependencies;
