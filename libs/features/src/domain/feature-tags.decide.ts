import type { TagRef } from '@pennant/events';
import type { UpdateFeatureTags } from './feature-relations.commands';
import { sameTag } from './feature-relations.evolve';
import { FeatureNameNotFoundError } from './feature.errors';
import type { FeatureEvent, FeatureState } from './feature.state';

/**
 * Tags the flag with every added tag it does not carry yet, then untags every removed tag it
 * carries (a tag in both lists ends up removed). Archived flags keep and change their tags, as
 * in Unleash; an unknown or deleted flag is a 404.
 */
export function decideUpdateFeatureTags(command: UpdateFeatureTags, state: FeatureState): FeatureEvent[] {
  if (state.row === null || state.status === 'none' || state.status === 'deleted') throw new FeatureNameNotFoundError(command.name);
  const subject = { project: state.row.project, featureName: state.row.name };
  let tags: TagRef[] = [...(state.tags ?? [])];
  const events: FeatureEvent[] = [];
  for (const tag of command.added) {
    if (tags.some((t) => sameTag(t, tag))) continue;
    tags = [...tags, tag];
    events.push({ type: 'feature-tagged', data: { ...subject, data: { type: tag.type, value: tag.value } } });
  }
  for (const tag of command.removed) {
    if (!tags.some((t) => sameTag(t, tag))) continue;
    tags = tags.filter((t) => !sameTag(t, tag));
    events.push({ type: 'feature-untagged', data: { ...subject, preData: { type: tag.type, value: tag.value } } });
  }
  return events;
}
