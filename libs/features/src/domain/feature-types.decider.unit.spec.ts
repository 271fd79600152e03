import { deciderSpec } from '@pennant/core/testing';
import { NotFoundError } from '@pennant/kernel';
import { BUILT_IN_FEATURE_TYPES } from '../model/feature-types';
import { featureTypesDecider, type FeatureTypesEvent } from './feature-types.decider';

const sut = deciderSpec(featureTypesDecider);
const release = BUILT_IN_FEATURE_TYPES[0];
const changed = (days: number | null, before: number | null = 40): FeatureTypesEvent => ({
  type: 'feature-type-updated',
  data: { data: { ...release, lifetimeDays: days }, preData: { ...release, lifetimeDays: before } },
});

describe('feature types decider', () => {
  it('records a new lifetime as feature-type-updated with the type before and after (no flag, no project)', () => {
    sut
      .given([])
      .when({ kind: 'set-lifetime', id: 'release', lifetimeDays: 10 })
      .then([changed(10)]);
  });

  it('reads 0 as never (null), and records nothing when the lifetime stays', () => {
    sut
      .given([])
      .when({ kind: 'set-lifetime', id: 'release', lifetimeDays: 0 })
      .then([changed(null)]);
    sut.given([]).when({ kind: 'set-lifetime', id: 'release', lifetimeDays: 40 }).thenNothing();
    sut
      .given([changed(null)])
      .when({ kind: 'set-lifetime', id: 'release', lifetimeDays: 0 })
      .thenNothing();
    sut
      .given([changed(null)])
      .when({ kind: 'set-lifetime', id: 'release', lifetimeDays: 40 })
      .then([changed(40, null)]);
  });

  it('refuses a type that does not exist (404)', () => {
    sut.given([]).when({ kind: 'set-lifetime', id: 'sunset', lifetimeDays: 5 }).thenThrows(NotFoundError);
  });

  it('ignores the flag-type changes recorded on flags', () => {
    const onFlag: FeatureTypesEvent = {
      type: 'feature-type-updated',
      data: { project: 'p', featureName: 'f', data: { type: 'release' }, preData: { type: 'experiment' } },
    };
    expect(sut.given([onFlag]).state).toEqual(featureTypesDecider.initialState);
  });
});
