import type { Decider } from '@pennant/core';
import { assertNever, type DomainEvent, type RoleData, type RolePermission } from '@pennant/events';
import { BadDataError, InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/platform';
import { ROOT_ROLES } from './root-roles';
import { BUILT_IN_PROJECT_ROLES, ENVIRONMENT_PERMISSIONS, FIRST_CUSTOM_ROLE_ID, PROJECT_PERMISSIONS } from './project-roles';

/** Every custom role in ONE stream: unique names and ids decided race-free by its appends. */
export const ROLES_STREAM = 'roles';

export type RoleEvent = DomainEvent<'role-created' | 'role-updated' | 'role-deleted'>;

export interface RoleRegistryState {
  roles: readonly RoleData[];
  lastId: number;
}

export interface RoleInput {
  name: string;
  description: string;
  permissions: RolePermission[];
}

export type RoleCommand =
  | { kind: 'create'; role: RoleInput; environments: readonly string[] }
  | { kind: 'update'; id: number; role: RoleInput; environments: readonly string[] }
  /** `assignments`: project memberships that use the role (read model). */
  | { kind: 'delete'; id: number; assignments: number };

const builtIn = (id: number) => id < FIRST_CUSTOM_ROLE_ID;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function roleOf(state: RoleRegistryState, id: number): RoleData {
  if (builtIn(id)) throw new InvalidOperationError(`Role ${id} is built in and cannot be changed or deleted.`);
  const role = state.roles.find((r) => r.id === id);
  if (!role) throw new NotFoundError(`Could not find a role with the id ${id}.`);
  return role;
}

/** Checks names and permissions; returns the role as stored (permissions de-duplicated, in order). */
function checked(state: RoleRegistryState, id: number, input: RoleInput, environments: readonly string[]): RoleData {
  const name = input.name.trim();
  if (name === '') throw new BadDataError('A role needs a name.', [{ path: 'body.name', message: 'must not be empty' }]);
  const taken = [...ROOT_ROLES.map((r) => r.name), ...BUILT_IN_PROJECT_ROLES.map((r) => r.name), ...state.roles.filter((r) => r.id !== id).map((r) => r.name)];
  if (taken.some((t) => sameName(t, name))) throw new NameExistsError(`A role named "${name}" already exists.`);
  const permissions: RolePermission[] = [];
  for (const [i, p] of input.permissions.entries()) {
    const path = `body.permissions[${i}]`;
    if (!(PROJECT_PERMISSIONS as readonly string[]).includes(p.name)) throw new BadDataError(`Unknown project permission "${p.name}".`, [{ path: `${path}.name`, message: `must be one of ${PROJECT_PERMISSIONS.join(', ')}` }]);
    if (p.environment !== undefined) {
      if (!ENVIRONMENT_PERMISSIONS.includes(p.name)) throw new BadDataError(`${p.name} is not given per environment.`, [{ path: `${path}.environment`, message: 'only environment permissions take an environment' }]);
      if (!environments.includes(p.environment)) throw new BadDataError(`Environment "${p.environment}" does not exist.`, [{ path: `${path}.environment`, message: 'must be an existing environment' }]);
    }
    const grant = p.environment === undefined ? { name: p.name } : { name: p.name, environment: p.environment };
    if (!permissions.some((q) => q.name === grant.name && q.environment === grant.environment)) permissions.push(grant);
  }
  return { id, name, description: input.description, type: 'custom', permissions };
}

function decide(command: RoleCommand, state: RoleRegistryState): RoleEvent[] {
  switch (command.kind) {
    case 'create':
      return [{ type: 'role-created', data: { data: checked(state, state.lastId + 1, command.role, command.environments) } }];
    case 'update': {
      const preData = roleOf(state, command.id);
      const data = checked(state, command.id, command.role, command.environments);
      return JSON.stringify(data) === JSON.stringify(preData) ? [] : [{ type: 'role-updated', data: { data, preData } }];
    }
    case 'delete': {
      const preData = roleOf(state, command.id);
      if (command.assignments > 0) throw new InvalidOperationError(`Role "${preData.name}" is given to ${command.assignments} member(s) of projects; take it away from them first.`);
      return [{ type: 'role-deleted', data: { preData } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: RoleRegistryState, event: RoleEvent): RoleRegistryState {
  switch (event.type) {
    case 'role-created':
      return { roles: [...state.roles, event.data.data], lastId: Math.max(state.lastId, event.data.data.id) };
    case 'role-updated':
      return { ...state, roles: state.roles.map((r) => (r.id === event.data.data.id ? event.data.data : r)) };
    case 'role-deleted':
      return { ...state, roles: state.roles.filter((r) => r.id !== event.data.preData.id) };
    default:
      return assertNever(event);
  }
}

export const roleRegistryDecider: Decider<RoleCommand, RoleRegistryState, RoleEvent> = { initialState: { roles: [], lastId: FIRST_CUSTOM_ROLE_ID - 1 }, evolve, decide };
