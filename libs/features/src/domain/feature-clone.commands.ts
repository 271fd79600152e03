import type { FeatureState } from './feature.state';

/**
 * `POST /projects/{p}/features/{f}/clone` (Unleash's clone): a new flag `name` in the source's
 * project with the source's type, description, impression data, strategies, environment variants
 * and parents. The handler reads the source's stream; the decision is on the new flag's stream.
 */
export interface CloneFeature {
  kind: 'clone';
  name: string;
  project: string;
  source: { name: string; state: FeatureState };
  /** The project's environments now, in order: only their configuration is copied. */
  environments: readonly string[];
  /** Fresh ids for the copied strategies, in copy order (at least as many as the source has). */
  strategyIds: readonly string[];
  /** A strategy `groupId` parameter becomes the new name (Unleash's default: true). */
  replaceGroupId: boolean;
  now: string;
}
