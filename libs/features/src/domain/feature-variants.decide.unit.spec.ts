import { BadDataError } from '@pennant/kernel';
import type { EnvironmentVariant } from '@pennant/events';
import type { FeatureCommand, FeatureEvent, VariantsChange } from './feature.decider';
import { ArchivedFeatureError, FeatureNotFoundError } from './feature.errors';
import { archived, created, dev, given, subject } from './feature.test-builders';

const setEnv = (change: VariantsChange, environments = ['development'], project = 'default'): FeatureCommand => ({
  kind: 'set-environment-variants',
  name: 'checkout',
  project,
  environments,
  change,
});
const setLegacy = (change: VariantsChange): FeatureCommand => ({
  kind: 'set-feature-variants',
  name: 'checkout',
  project: 'default',
  change,
});
const a: EnvironmentVariant = { name: 'a', weight: 500, weightType: 'variable', stickiness: 'default' };
const b: EnvironmentVariant = { name: 'b', weight: 500, weightType: 'variable', stickiness: 'default' };
const envUpdated = (variants: EnvironmentVariant[], preData: EnvironmentVariant[] = [], environment = 'development'): FeatureEvent => ({
  type: 'feature-environment-variants-updated',
  data: { ...dev, environment, data: { variants }, preData: { variants: preData } },
});

describe('feature decider: variants', () => {
  it('PUT records feature-environment-variants-updated with normalized weights and preData', () => {
    expect(
      given([created])
        .when(
          setEnv({
            kind: 'replace',
            variants: [
              { name: 'a', weight: 0 },
              { name: 'b', weight: 0 },
            ],
          }),
        )
        .then(),
    ).toEqual([envUpdated([a, b])]);
  });

  it('emits nothing when the list does not change', () => {
    expect(
      given([created, envUpdated([a, b])])
        .when(setEnv({ kind: 'replace', variants: [a, b] }))
        .then(),
    ).toEqual([]);
    expect(
      given([created])
        .when(setEnv({ kind: 'replace', variants: [] }))
        .then(),
    ).toEqual([]);
  });

  it('PATCH applies a JSON patch to the current list, then redistributes', () => {
    const events = given([created, envUpdated([a, b])])
      .when(setEnv({ kind: 'patch', operations: [{ op: 'remove', path: '/1' }] }))
      .then();
    expect(events).toEqual([envUpdated([{ ...a, weight: 1000 }], [a, b])]);
    const added = given([created])
      .when(
        setEnv({
          kind: 'patch',
          operations: [{ op: 'add', path: '/-', value: { name: 'x', weight: 0, weightType: 'variable', stickiness: 'default' } }],
        }),
      )
      .then();
    expect(added).toEqual([envUpdated([{ name: 'x', weight: 1000, weightType: 'variable', stickiness: 'default' }])]);
  });

  it('refuses a bad patch or a patch that leaves invalid variants', () => {
    expect(() =>
      given([created])
        .when(setEnv({ kind: 'patch', operations: [{ op: 'remove', path: '/3' }] }))
        .then(),
    ).toThrow(BadDataError);
    expect(() =>
      given([created, envUpdated([a])])
        .when(setEnv({ kind: 'patch', operations: [{ op: 'replace', path: '/0/weight', value: 'x' }] }))
        .then(),
    ).toThrow(BadDataError);
  });

  it('batch: one event per environment that changes', () => {
    const events = given([created, envUpdated([{ ...a, weight: 1000 }], [], 'production')])
      .when(setEnv({ kind: 'replace', variants: [{ name: 'a', weight: 1 }] }, ['development', 'production']))
      .then();
    expect(events).toEqual([envUpdated([{ ...a, weight: 1000 }])]);
  });

  it('legacy feature-level variants: feature-variants-updated', () => {
    expect(
      given([created])
        .when(
          setLegacy({
            kind: 'replace',
            variants: [
              { name: 'a', weight: 1 },
              { name: 'b', weight: 1 },
            ],
          }),
        )
        .then(),
    ).toEqual([{ type: 'feature-variants-updated', data: { ...subject, data: { variants: [a, b] }, preData: { variants: [] } } }]);
  });

  it('keeps variants across revive; refuses archived (400) and unknown or foreign flags (404)', () => {
    const revived: FeatureEvent = { type: 'feature-revived', data: subject };
    expect(
      given([created, envUpdated([a, b]), archived, revived])
        .when(setEnv({ kind: 'replace', variants: [a, b] }))
        .then(),
    ).toEqual([]);
    expect(() =>
      given([created, archived])
        .when(setEnv({ kind: 'replace', variants: [] }))
        .then(),
    ).toThrow(ArchivedFeatureError);
    expect(() =>
      given([])
        .when(setEnv({ kind: 'replace', variants: [] }))
        .then(),
    ).toThrow(FeatureNotFoundError);
    expect(() =>
      given([created])
        .when(setEnv({ kind: 'replace', variants: [] }, ['development'], 'other'))
        .then(),
    ).toThrow(FeatureNotFoundError);
  });
});
