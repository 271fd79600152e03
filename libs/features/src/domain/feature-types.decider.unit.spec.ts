import { NotFoundError } from '@pennant/platform';
import { BUILT_IN_FEATURE_TYPES, featureTypesDecider, type FeatureTypesEvent } from './feature-types.decider';

const release = BUILT_IN_FEATURE_TYPES[0];
const fold = (events: FeatureTypesEvent[]) => events.reduce(featureTypesDecider.evolve, featureTypesDecider.initialState);
const changed = (days: number | null, before: number | null = 40): FeatureTypesEvent => ({ type: 'feature-type-updated', data: { data: { ...release, lifetimeDays: days }, preData: { ...release, lifetimeDays: before } } });

describe('feature types decider', () => {
  it('records a new lifetime as feature-type-updated with the type before and after (no flag, no project)', () => {
    expect(featureTypesDecider.decide({ kind: 'set-lifetime', id: 'release', lifetimeDays: 10 }, fold([]))).toEqual([changed(10)]);
  });

  it('reads 0 as never (null), and records nothing when the lifetime stays', () => {
    expect(featureTypesDecider.decide({ kind: 'set-lifetime', id: 'release', lifetimeDays: 0 }, fold([]))).toEqual([changed(null)]);
    expect(featureTypesDecider.decide({ kind: 'set-lifetime', id: 'release', lifetimeDays: 40 }, fold([]))).toEqual([]);
    expect(featureTypesDecider.decide({ kind: 'set-lifetime', id: 'release', lifetimeDays: 0 }, fold([changed(null)]))).toEqual([]);
    expect(featureTypesDecider.decide({ kind: 'set-lifetime', id: 'release', lifetimeDays: 40 }, fold([changed(null)]))).toEqual([changed(40, null)]);
  });

  it('refuses a type that does not exist (404)', () => {
    expect(() => featureTypesDecider.decide({ kind: 'set-lifetime', id: 'sunset', lifetimeDays: 5 }, fold([]))).toThrow(NotFoundError);
  });

  it('ignores the flag-type changes recorded on flags', () => {
    const onFlag: FeatureTypesEvent = { type: 'feature-type-updated', data: { project: 'p', featureName: 'f', data: { type: 'release' }, preData: { type: 'experiment' } } };
    expect(fold([onFlag])).toEqual(featureTypesDecider.initialState);
  });
});
