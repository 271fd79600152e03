import type { ProjectData } from '@pennant/events';
import { InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/platform';
import { MinimumOneEnvironmentError, projectDecider, type ProjectCommand, type ProjectEvent } from './project.decider';
import { environmentDecider } from './environment.decider';

const sut = projectDecider('web');
const data: ProjectData = { id: 'web', name: 'Web', description: null, mode: 'open', defaultStickiness: 'default' };
const created: ProjectEvent[] = [
  { type: 'project-created', data: { project: 'web', data } },
  { type: 'project-environment-added', data: { project: 'web', environment: 'development' } },
];
const given = (events: ProjectEvent[]) => (command: ProjectCommand) => sut.decide(command, events.reduce(sut.evolve, sut.initialState));
const noFlags = { activeFlags: 0, allFlags: 0 };

describe('project decider', () => {
  it('creates a project with its environments, once', () => {
    expect(given([])({ kind: 'create', data, environments: ['development'] })).toEqual(created);
    expect(() => given(created)({ kind: 'create', data, environments: [] })).toThrow(NameExistsError);
  });

  it('updates only real changes', () => {
    expect(given(created)({ kind: 'update', changes: { name: 'Web' } })).toEqual([]);
    expect(given(created)({ kind: 'update', changes: { description: 'shop' } })).toEqual([
      { type: 'project-updated', data: { project: 'web', data: { ...data, description: 'shop' }, preData: data } },
    ]);
  });

  it('archives only without active flags, revives, and deletes only without flags', () => {
    expect(() => given(created)({ kind: 'archive', facts: { activeFlags: 1, allFlags: 1 } })).toThrow(InvalidOperationError);
    const archived: ProjectEvent = { type: 'project-archived', data: { project: 'web', preData: data } };
    expect(given(created)({ kind: 'archive', facts: noFlags })).toEqual([archived]);
    expect(given([...created, archived])({ kind: 'archive', facts: noFlags })).toEqual([]);
    expect(given([...created, archived])({ kind: 'revive' })).toEqual([{ type: 'project-revived', data: { project: 'web' } }]);
    expect(() => given(created)({ kind: 'delete', facts: { activeFlags: 0, allFlags: 2 } })).toThrow(/still has 2/);
    expect(given(created)({ kind: 'delete', facts: noFlags })).toEqual([{ type: 'project-deleted', data: { project: 'web', preData: data } }]);
    expect(() => given([])({ kind: 'revive' })).toThrow(NotFoundError);
  });

  it('adds and removes environments, keeping at least one', () => {
    expect(given(created)({ kind: 'add-environment', environment: 'production' })).toEqual([{ type: 'project-environment-added', data: { project: 'web', environment: 'production' } }]);
    expect(() => given(created)({ kind: 'add-environment', environment: 'development' })).toThrow(NameExistsError);
    expect(() => given(created)({ kind: 'remove-environment', environment: 'development' })).toThrow(MinimumOneEnvironmentError);
    expect(() => given(created)({ kind: 'remove-environment', environment: 'staging' })).toThrow(NotFoundError);
  });
});

describe('environment decider', () => {
  const env = { name: 'staging', type: 'test', sortOrder: 3, enabled: true };
  const made = environmentDecider.evolve(environmentDecider.initialState, { type: 'environment-created', data: { environment: 'staging', data: env } });

  it('creates once, updates real changes, deletes when unused', () => {
    expect(environmentDecider.decide({ kind: 'create', data: env }, environmentDecider.initialState)).toHaveLength(1);
    expect(() => environmentDecider.decide({ kind: 'create', data: env }, made)).toThrow(NameExistsError);
    expect(environmentDecider.decide({ kind: 'update', changes: { enabled: true } }, made)).toEqual([]);
    expect(environmentDecider.decide({ kind: 'update', changes: { enabled: false } }, made)[0]).toMatchObject({ type: 'environment-updated', data: { data: { enabled: false } } });
    expect(() => environmentDecider.decide({ kind: 'delete', usedByProjects: 1 }, made)).toThrow(InvalidOperationError);
    expect(environmentDecider.decide({ kind: 'delete', usedByProjects: 0 }, made)).toEqual([{ type: 'environment-deleted', data: { environment: 'staging', preData: env } }]);
  });
});
