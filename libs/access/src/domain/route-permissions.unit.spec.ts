import type { Principal, RootRoleName } from '@pennant/kernel';
import { rootRoleAccessPolicy as sut } from './route-permissions';

const admin: Principal = { actor: { id: -42, name: 'admin', kind: 'api-token' }, type: 'admin', projects: ['*'], environment: '*' };
const user = (rootRole: RootRoleName, projectPermissions: Principal['projectPermissions'] = {}): Principal => ({
  actor: { id: 7, name: 'u', kind: 'user' },
  type: 'user',
  projects: ['*'],
  environment: '*',
  rootRole,
  projectPermissions,
});
const anywhere = { project: null, environment: null };
const inProject = (project: string, environment: string | null = null) => ({ project, environment });

describe('rootRoleAccessPolicy', () => {
  it('Admin and admin tokens pass everything; Editor all but ADMIN; Viewer only what needs no permission', () => {
    expect(sut.check(admin, 'ADMIN', anywhere)).toBeNull();
    expect(sut.check(user('Admin'), 'ADMIN', anywhere)).toBeNull();
    expect(sut.check(user('Editor'), 'CREATE_FEATURE', inProject('default'))).toBeNull();
    expect(sut.check(user('Editor'), 'UPDATE_TAG_TYPE', anywhere)).toBeNull();
    expect(sut.check(user('Editor'), 'ADMIN', anywhere)).toMatchObject({ name: 'NoAccessError', permissions: ['ADMIN'] });
    expect(sut.check(user('Viewer'), 'NONE', anywhere)).toBeNull();
    const denied = sut.check(user('Viewer'), 'UPDATE_FEATURE', inProject('default'));
    expect(denied).toMatchObject({ name: 'NoAccessError', permissions: ['UPDATE_FEATURE'] });
    expect(denied?.message).toContain('UPDATE_FEATURE');
  });

  it('project roles grant in their own project only, and environment grants in their environment only', () => {
    const member = user('Viewer', { alpha: [{ name: 'UPDATE_FEATURE' }, { name: 'UPDATE_FEATURE_ENVIRONMENT', environment: 'dev' }] });
    expect(sut.check(member, 'UPDATE_FEATURE', inProject('alpha'))).toBeNull();
    expect(sut.check(member, 'UPDATE_FEATURE', inProject('beta'))).not.toBeNull();
    expect(sut.check(member, 'UPDATE_FEATURE', anywhere)).not.toBeNull();
    expect(sut.check(member, 'UPDATE_FEATURE_ENVIRONMENT', inProject('alpha', 'dev'))).toBeNull();
    expect(sut.check(member, 'UPDATE_FEATURE_ENVIRONMENT', inProject('alpha', 'prod'))).not.toBeNull();
  });

  it('SDK and signal tokens hold no admin permission, not even NONE', () => {
    const client: Principal = { ...admin, type: 'client' };
    expect(sut.check(client, 'NONE', anywhere)).not.toBeNull();
  });
});
