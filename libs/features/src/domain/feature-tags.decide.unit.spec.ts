import type { FeatureCommand, FeatureEvent } from './feature.decider';
import { FeatureNameNotFoundError } from './feature.errors';
import { archived, created, given, row, subject } from './feature.test-builders';

const tags = (added: { type: string; value: string }[], removed: { type: string; value: string }[] = []): FeatureCommand => ({
  kind: 'update-feature-tags',
  name: 'checkout',
  added,
  removed,
});
const t1 = { type: 'simple', value: 'team-a' };
const t2 = { type: 'simple', value: 'team-b' };
const tagged = (tag: typeof t1): FeatureEvent => ({ type: 'feature-tagged', data: { ...subject, data: tag } });
const untagged = (tag: typeof t1): FeatureEvent => ({ type: 'feature-untagged', data: { ...subject, preData: tag } });

describe('feature decider: tags', () => {
  it('tags a flag once; tagging again emits nothing', () => {
    expect(
      given([created])
        .when(tags([t1]))
        .then(),
    ).toEqual([tagged(t1)]);
    expect(
      given([created, tagged(t1)])
        .when(tags([t1]))
        .then(),
    ).toEqual([]);
  });

  it('untags only a tag the flag carries', () => {
    expect(
      given([created, tagged(t1)])
        .when(tags([], [t1]))
        .then(),
    ).toEqual([untagged(t1)]);
    expect(
      given([created])
        .when(tags([], [t1]))
        .then(),
    ).toEqual([]);
  });

  it('PUT: adds first, then removes; a tag in both lists ends removed', () => {
    expect(
      given([created, tagged(t1)])
        .when(tags([t2], [t1]))
        .then(),
    ).toEqual([tagged(t2), untagged(t1)]);
    expect(
      given([created])
        .when(tags([t1], [t1]))
        .then(),
    ).toEqual([tagged(t1), untagged(t1)]);
  });

  it('works on archived flags, not on unknown or deleted ones (404)', () => {
    expect(
      given([created, archived])
        .when(tags([t1]))
        .then(),
    ).toEqual([tagged(t1)]);
    expect(() =>
      given([])
        .when(tags([t1]))
        .then(),
    ).toThrow(FeatureNameNotFoundError);
    const deleted: FeatureEvent = { type: 'feature-deleted', data: { ...subject, preData: row } };
    expect(() =>
      given([created, tagged(t1), deleted])
        .when(tags([t1]))
        .then(),
    ).toThrow(FeatureNameNotFoundError);
  });

  it('a re-created flag starts without the old tags', () => {
    const deleted: FeatureEvent = { type: 'feature-deleted', data: { ...subject, preData: row } };
    expect(
      given([created, tagged(t1), deleted, created])
        .when(tags([t1]))
        .then(),
    ).toEqual([tagged(t1)]);
  });
});
