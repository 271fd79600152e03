import type { DomainEvent } from '@pennant/events';
import {
  environmentCreated,
  environmentDeleted,
  projectArchived,
  projectCreated,
  projectData,
  projectDeleted,
  projectEnvironmentAdded,
  projectRevived,
  projectUpdated,
} from '../../../../test/support/event-builders';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { CatalogProjection } from './catalog.projection';

describe('catalog projection (projects, environments, their links and project roles)', () => {
  let h: ProjectionHarness;
  const sut = new CatalogProjection();
  const projects = () =>
    h.rows('SELECT id, name, description, mode, default_stickiness, archived_at IS NOT NULL AS archived FROM rm_projects ORDER BY id');
  const links = () => h.rows('SELECT project, environment FROM rm_project_environments ORDER BY project, environment');
  const access = () =>
    h.rows(
      'SELECT subject_kind, subject_id, role_id FROM rm_project_access WHERE project = $1 ORDER BY subject_kind, subject_id, role_id',
      ['web'],
    );

  beforeEach(async () => {
    h = await createProjectionHarness();
  });
  afterEach(() => h.close());

  it('creates, updates, archives, revives and deletes a project (with its links and roles)', async () => {
    const web = projectData('web', { name: 'Web' });
    await h.append([environmentCreated('development'), projectCreated(web), projectEnvironmentAdded('web', 'development')]);
    await h.append([projectUpdated({ ...web, description: 'shop', mode: 'protected' }, web), projectArchived('web')]);
    await h.project(sut);
    expect(await projects()).toEqual([
      { id: 'web', name: 'Web', description: 'shop', mode: 'protected', default_stickiness: 'default', archived: true },
    ]);

    await h.append([projectRevived('web')]);
    await h.project(sut);
    expect(await projects()).toEqual([expect.objectContaining({ id: 'web', archived: false })]);

    await h.append([
      { type: 'project-access-added', data: { project: 'web', data: { roles: [5], users: [7], groups: [] } } },
      projectDeleted('web'),
    ]);
    await h.project(sut);
    expect(await projects()).toEqual([]);
    expect(await links()).toEqual([]);
    expect(await access()).toEqual([]);
  });

  it("keeps a project environment's default strategy; removing the environment drops it", async () => {
    const quarter = {
      name: 'flexibleRollout',
      title: null,
      disabled: false,
      constraints: [],
      parameters: { rollout: '25', stickiness: 'default', groupId: '' },
      variants: [],
      sortOrder: 0,
      segments: [3],
    };
    const defaults = () => h.rows('SELECT project, environment, default_strategy FROM rm_project_environments ORDER BY environment');
    await h.append([
      environmentCreated('development'),
      environmentCreated('production'),
      projectCreated(projectData('web')),
      projectEnvironmentAdded('web', 'development'),
      projectEnvironmentAdded('web', 'production'),
      { type: 'default-strategy-updated', data: { project: 'web', environment: 'production', data: quarter, preData: null } },
    ] as DomainEvent[]);
    await h.project(sut);
    expect(await defaults()).toEqual([
      { project: 'web', environment: 'development', default_strategy: null },
      { project: 'web', environment: 'production', default_strategy: quarter },
    ]);

    await h.append([
      { type: 'project-environment-removed', data: { project: 'web', environment: 'production' } },
      projectEnvironmentAdded('web', 'production'),
    ] as DomainEvent[]);
    await h.project(sut);
    expect(await defaults()).toEqual([
      { project: 'web', environment: 'development', default_strategy: null },
      { project: 'web', environment: 'production', default_strategy: null },
    ]);
  });

  it('keeps environments and which project uses which; a deleted environment leaves every project', async () => {
    await h.append([
      environmentCreated('development', 'development', 1),
      environmentCreated('production', 'production', 2),
      projectCreated(projectData('a')),
      projectCreated(projectData('b')),
    ]);
    await h.append([
      projectEnvironmentAdded('a', 'development'),
      projectEnvironmentAdded('a', 'production'),
      projectEnvironmentAdded('b', 'production'),
      projectEnvironmentAdded('b', 'production'),
    ]);
    await h.append([{ type: 'project-environment-removed', data: { project: 'a', environment: 'development' } }]);
    await h.project(sut);
    expect(await links()).toEqual([
      { project: 'a', environment: 'production' },
      { project: 'b', environment: 'production' },
    ]);
    await h.append([environmentDeleted('production')]);
    await h.project(sut);
    expect(await links()).toEqual([]);
    expect(await h.rows('SELECT name, type, sort_order, enabled, protected FROM rm_environments')).toEqual([
      { name: 'development', type: 'development', sort_order: 1, enabled: true, protected: false },
    ]);
  });

  it('holds the project roles of users and groups as the access events leave them', async () => {
    const events: DomainEvent[] = [
      projectCreated(projectData('web')),
      { type: 'project-access-added', data: { project: 'web', data: { roles: [5, 6], users: [7], groups: [2] } } },
      {
        type: 'project-access-user-roles-updated',
        data: { project: 'web', data: { roles: [4], users: [7] }, preData: { roles: [5, 6], users: [7] } },
      },
      { type: 'project-access-group-roles-deleted', data: { project: 'web', data: null, preData: { roles: [5, 6], groups: [2] } } },
      { type: 'project-user-added', data: { project: 'web', data: { roleId: 5, users: [9] } } },
      { type: 'project-user-role-changed', data: { project: 'web', data: { roleId: 6, users: [9] }, preData: { roles: [5], users: [9] } } },
      { type: 'project-group-added', data: { project: 'web', data: { roleId: 4, groups: [3] } } },
      { type: 'project-group-removed', data: { project: 'web', data: null, preData: { roleId: 4, groups: [3] } } },
    ];
    await h.append(events);
    await h.project(sut);
    expect(await access()).toEqual([
      { subject_kind: 'user', subject_id: 7, role_id: 4 },
      { subject_kind: 'user', subject_id: 9, role_id: 6 },
    ]);
  });
});
