import type { Principal, RootRoleName } from '@pennant/platform';
import { requiredPermission, rootRoleAccessPolicy as sut } from './route-permissions';

const user = (rootRole: RootRoleName): Principal => ({ actor: { id: 1, name: 'u', kind: 'user' }, type: 'user', projects: ['*'], environment: '*', rootRole });
const admin: Principal = { actor: { id: -42, name: 'admin', kind: 'api-token' }, type: 'admin', projects: ['*'], environment: '*' };

describe('route permissions', () => {
  it('names the permission of each kind of route', () => {
    expect(requiredPermission('PUT', '/api/admin/projects/default/features/f1')).toBe('UPDATE_FEATURE');
    expect(requiredPermission('POST', '/api/admin/projects/default/features')).toBe('CREATE_FEATURE');
    expect(requiredPermission('DELETE', '/api/admin/projects/default/features/f1/environments/dev/strategies/s1')).toBe('DELETE_FEATURE_STRATEGY');
    expect(requiredPermission('POST', '/api/admin/projects/default/features/f1/environments/dev/on')).toBe('UPDATE_FEATURE_ENVIRONMENT');
    expect(requiredPermission('GET', '/api/admin/events')).toBe('ADMIN');
    expect(requiredPermission('GET', '/api/admin/events/f1')).toBe('NONE');
    expect(requiredPermission('GET', '/api/admin/events/stream')).toBe('ADMIN');
    expect(requiredPermission('GET', '/api/admin/api-tokens')).toBe('ADMIN');
    expect(requiredPermission('POST', '/api/admin/user/tokens')).toBe('NONE');
    expect(requiredPermission('POST', '/api/admin/something-new')).toBe('ADMIN');
    expect(requiredPermission('POST', '/api/admin/context')).toBe('CREATE_CONTEXT_FIELD');
    expect(requiredPermission('POST', '/api/admin/context/validate')).toBe('UPDATE_CONTEXT_FIELD');
    expect(requiredPermission('DELETE', '/api/admin/context/region')).toBe('DELETE_CONTEXT_FIELD');
    expect(requiredPermission('POST', '/api/admin/strategies/custom/deprecate')).toBe('UPDATE_STRATEGY');
    expect(requiredPermission('PUT', '/api/admin/strategies/custom')).toBe('UPDATE_STRATEGY');
  });

  it('Admin and admin tokens pass everything; Editor all but ADMIN; Viewer only reads', () => {
    expect(sut.check(admin, 'POST', '/api/admin/api-tokens')).toBeNull();
    expect(sut.check(user('Admin'), 'DELETE', '/api/admin/user-admin/3')).toBeNull();
    expect(sut.check(user('Editor'), 'POST', '/api/admin/projects/default/features')).toBeNull();
    expect(sut.check(user('Editor'), 'POST', '/api/admin/api-tokens')).toMatchObject({ name: 'NoAccessError', permissions: ['ADMIN'] });
    expect(sut.check(user('Viewer'), 'GET', '/api/admin/projects')).toBeNull();
    expect(sut.check(user('Viewer'), 'GET', '/api/admin/events')).toMatchObject({ permissions: ['ADMIN'] });
    const denied = sut.check(user('Viewer'), 'PUT', '/api/admin/projects/default/features/f1');
    expect(denied).toMatchObject({ name: 'NoAccessError', permissions: ['UPDATE_FEATURE'] });
    expect(denied?.message).toContain('UPDATE_FEATURE');
  });
});
