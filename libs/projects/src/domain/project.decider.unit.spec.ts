import { deciderSpec } from '@pennant/core/testing';
import type { ProjectData } from '@pennant/events';
import { InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/kernel';
import { MinimumOneEnvironmentError, projectDecider, type ProjectEvent } from './project.decider';
import { environmentDecider } from './environment.decider';

const sut = deciderSpec(projectDecider('web'));
const data: ProjectData = { id: 'web', name: 'Web', description: null, mode: 'open', defaultStickiness: 'default' };
const created: ProjectEvent[] = [
  { type: 'project-created', data: { project: 'web', data } },
  { type: 'project-environment-added', data: { project: 'web', environment: 'development' } },
];
const noFlags = { activeFlags: 0, allFlags: 0 };

describe('project decider', () => {
  it('creates a project with its environments, once', () => {
    sut
      .given([])
      .when({ kind: 'create', data, environments: ['development'] })
      .then(created);
    sut.given(created).when({ kind: 'create', data, environments: [] }).thenThrows(NameExistsError);
  });

  it('updates only real changes', () => {
    sut
      .given(created)
      .when({ kind: 'update', changes: { name: 'Web' } })
      .thenNothing();
    sut
      .given(created)
      .when({ kind: 'update', changes: { description: 'shop' } })
      .then([{ type: 'project-updated', data: { project: 'web', data: { ...data, description: 'shop' }, preData: data } }]);
  });

  it('archives only without active flags, revives, and deletes only without flags', () => {
    sut
      .given(created)
      .when({ kind: 'archive', facts: { activeFlags: 1, allFlags: 1 } })
      .thenThrows(InvalidOperationError);
    const archived: ProjectEvent = { type: 'project-archived', data: { project: 'web', preData: data } };
    sut.given(created).when({ kind: 'archive', facts: noFlags }).then([archived]);
    sut
      .given([...created, archived])
      .when({ kind: 'archive', facts: noFlags })
      .thenNothing();
    sut
      .given([...created, archived])
      .when({ kind: 'revive' })
      .then([{ type: 'project-revived', data: { project: 'web' } }]);
    sut
      .given(created)
      .when({ kind: 'delete', facts: { activeFlags: 0, allFlags: 2 } })
      .thenThrows(/still has 2/);
    sut
      .given(created)
      .when({ kind: 'delete', facts: noFlags })
      .then([{ type: 'project-deleted', data: { project: 'web', preData: data } }]);
    sut.given([]).when({ kind: 'revive' }).thenThrows(NotFoundError);
  });

  it('adds and removes environments, keeping at least one', () => {
    sut
      .given(created)
      .when({ kind: 'add-environment', environment: 'production' })
      .then([{ type: 'project-environment-added', data: { project: 'web', environment: 'production' } }]);
    sut.given(created).when({ kind: 'add-environment', environment: 'development' }).thenThrows(NameExistsError);
    sut.given(created).when({ kind: 'remove-environment', environment: 'development' }).thenThrows(MinimumOneEnvironmentError);
    sut.given(created).when({ kind: 'remove-environment', environment: 'staging' }).thenThrows(NotFoundError);
  });
});

describe('environment decider', () => {
  const env = { name: 'staging', type: 'test', sortOrder: 3, enabled: true };
  const environments = deciderSpec(environmentDecider);
  const made = environments.given([{ type: 'environment-created', data: { environment: 'staging', data: env } }]);

  it('creates once, updates real changes, deletes when unused', () => {
    environments
      .given([])
      .when({ kind: 'create', data: env })
      .then([{ type: 'environment-created', data: { environment: 'staging', data: env } }]);
    made.when({ kind: 'create', data: env }).thenThrows(NameExistsError);
    made.when({ kind: 'update', changes: { enabled: true } }).thenNothing();
    expect(made.when({ kind: 'update', changes: { enabled: false } }).events()[0]).toMatchObject({
      type: 'environment-updated',
      data: { data: { enabled: false } },
    });
    made.when({ kind: 'delete', usedByProjects: 1 }).thenThrows(InvalidOperationError);
    made
      .when({ kind: 'delete', usedByProjects: 0 })
      .then([{ type: 'environment-deleted', data: { environment: 'staging', preData: env } }]);
  });
});
