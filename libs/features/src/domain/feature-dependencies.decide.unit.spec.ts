import { InvalidOperationError, NotFoundError } from '@pennant/kernel';
import type { DependencyFacts, FeatureCommand, FeatureEvent } from './feature.decider';
import { dependenciesRemovedOnArchive } from './feature-dependencies.decide';
import { featureDecider } from './feature.decider';
import { ArchivedFeatureError, FeatureNotFoundError } from './feature.errors';
import { archived, created, given, subject } from './feature.test-builders';

const ok: DependencyFacts = { parentProject: 'default', parentArchived: false, parentHasParents: false, childHasChildren: false };
const add = (parent = 'parent', enabled = true, variants: string[] = [], facts: Partial<DependencyFacts> = {}): FeatureCommand => ({
  kind: 'add-dependency',
  name: 'checkout',
  project: 'default',
  parent,
  enabled,
  variants,
  facts: { ...ok, ...facts },
});
const remove = (parent?: string): FeatureCommand => ({
  kind: 'remove-dependencies',
  name: 'checkout',
  project: 'default',
  ...(parent ? { parent } : {}),
});
const added = (data: { feature: string; enabled: boolean; variants?: string[] }): FeatureEvent => ({
  type: 'feature-dependency-added',
  data: { ...subject, data },
});

describe('feature decider: dependencies', () => {
  it('adds a dependency (enabled by default, variants kept)', () => {
    expect(given([created]).when(add()).then()).toEqual([added({ feature: 'parent', enabled: true })]);
    expect(
      given([created])
        .when(add('parent', true, ['blue', 'blue', 'red']))
        .then(),
    ).toEqual([added({ feature: 'parent', enabled: true, variants: ['blue', 'red'] })]);
  });

  it('drops variants when enabled is false', () => {
    expect(
      given([created])
        .when(add('parent', false, ['blue']))
        .then(),
    ).toEqual([added({ feature: 'parent', enabled: false })]);
  });

  it('re-adding upserts: the same dependency emits nothing, a changed one is recorded again', () => {
    const history = [created, added({ feature: 'parent', enabled: true })];
    expect(given(history).when(add()).then()).toEqual([]);
    expect(given(history).when(add('parent', false)).then()).toEqual([added({ feature: 'parent', enabled: false })]);
  });

  it('refuses with InvalidOperationError (403): self, missing/archived/foreign parent, two levels', () => {
    const refused = (command: FeatureCommand) => expect(() => given([created]).when(command).then()).toThrow(InvalidOperationError);
    refused(add('checkout'));
    refused(add('parent', true, [], { parentProject: null }));
    refused(add('parent', true, [], { parentProject: 'other' }));
    refused(add('parent', true, [], { parentArchived: true }));
    refused(add('parent', true, [], { parentHasParents: true }));
    refused(add('parent', true, [], { childHasChildren: true }));
  });

  it('refuses an archived child (400) and an unknown one (404)', () => {
    expect(() => given([created, archived]).when(add()).then()).toThrow(ArchivedFeatureError);
    expect(() => given([]).when(add()).then()).toThrow(FeatureNotFoundError);
  });

  it('removes one dependency or all of them; nothing to remove is a 404, as Unleash 8 answers', () => {
    const history = [created, added({ feature: 'parent', enabled: true }), added({ feature: 'other', enabled: true })];
    expect(given(history).when(remove('parent')).then()).toEqual([
      { type: 'feature-dependency-removed', data: { ...subject, data: { feature: 'parent' } } },
    ]);
    expect(given(history).when(remove()).then()).toEqual([{ type: 'feature-dependencies-removed', data: subject }]);
    expect(() => given([created]).when(remove('parent')).then()).toThrow(NotFoundError);
    expect(() => given([created]).when(remove()).then()).toThrow('The flag "checkout" has no dependencies.');
    const cleared: FeatureEvent = { type: 'feature-dependencies-removed', data: subject };
    expect(() =>
      given([...history, cleared])
        .when(remove())
        .then(),
    ).toThrow(NotFoundError);
    expect(() => given(history).when(remove('nobody')).then()).toThrow('The flag "checkout" does not depend on "nobody".');
  });

  it('archiving a flag with dependencies removes them first', () => {
    const state = [created, added({ feature: 'parent', enabled: true })].reduce(featureDecider.evolve, featureDecider.initialState);
    expect(dependenciesRemovedOnArchive(state)).toEqual([{ type: 'feature-dependencies-removed', data: subject }]);
    expect(dependenciesRemovedOnArchive([created].reduce(featureDecider.evolve, featureDecider.initialState))).toEqual([]);
  });

  it("archiving through PUT {archived: true} also removes the flag's dependencies first", () => {
    const state = [created, added({ feature: 'parent', enabled: true })].reduce(featureDecider.evolve, featureDecider.initialState);
    const events = featureDecider.decide(
      { kind: 'update', name: 'checkout', project: 'default', changes: { archived: true }, now: '2026-01-02T00:00:00.000Z' },
      state,
    );
    expect(events.map((e) => e.type)).toEqual(['feature-dependencies-removed', 'feature-archived']);
  });
});
