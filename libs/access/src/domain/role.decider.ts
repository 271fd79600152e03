import { ItemIdTakenError, type Decider, type IdSequence, type LegacySource } from '@pennant/core';
import { assertNever, type DomainEvent, type RoleData, type RolePermission } from '@pennant/events';
import { BadDataError, InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/kernel';
import { ROOT_ROLES } from './root-roles';
import { BUILT_IN_PROJECT_ROLES, ENVIRONMENT_PERMISSIONS, FIRST_CUSTOM_ROLE_ID, PROJECT_PERMISSIONS } from './project-roles';

/** One stream per custom role (ADR 0031): ids from a sequence, names claimed under the name guard. */
export const roleStreamId = (id: number): string => `role-${id}`;

/** Until ADR 0031 every custom role was in this one stream; its events are folded first into each role's stream. */
export const ROLES_STREAM = 'roles';

export const ROLES_LEGACY: LegacySource = {
  streamId: ROLES_STREAM,
  route: (event) =>
    event.type === 'role-created' || event.type === 'role-updated'
      ? roleStreamId(event.data.data.id)
      : event.type === 'role-deleted'
        ? roleStreamId(event.data.preData.id)
        : null,
};

export const ROLE_IDS: IdSequence = {
  name: 'role_ids',
  createdTypes: ['role-created'],
  idOf: (event) => (event.type === 'role-created' ? event.data.data.id : null),
};

/** Role names compare case-insensitively, trimmed. */
export const roleNameKey = (name: string): string => `role-name:${name.trim().toLowerCase()}`;

export type RoleEvent = DomainEvent<'role-created' | 'role-updated' | 'role-deleted'>;

/** One id's stream: the role, or null; `used` once anything was recorded (ids are not reused). */
export interface RoleState {
  role: RoleData | null;
  used: boolean;
}

export interface RoleInput {
  name: string;
  description: string;
  permissions: RolePermission[];
}

export type RoleCommand =
  /** `nameTaken`: another custom role has the name (read model, under the name guard). */
  | { kind: 'create'; id: number; role: RoleInput; environments: readonly string[]; nameTaken: boolean }
  | { kind: 'update'; id: number; role: RoleInput; environments: readonly string[]; nameTaken: boolean }
  /** `assignments`: project memberships that use the role (read model). */
  | { kind: 'delete'; id: number; assignments: number };

const builtIn = (id: number) => id < FIRST_CUSTOM_ROLE_ID;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function roleOf(state: RoleState, id: number): RoleData {
  if (builtIn(id)) throw new InvalidOperationError(`Role ${id} is built in and cannot be changed or deleted.`);
  if (!state.role) throw new NotFoundError(`Could not find a role with the id ${id}.`);
  return state.role;
}

/** Checks names and permissions; returns the role as stored (permissions de-duplicated, in order). */
function checked(id: number, input: RoleInput, environments: readonly string[], nameTaken: boolean): RoleData {
  const name = input.name.trim();
  if (name === '') throw new BadDataError('A role needs a name.', [{ path: 'body.name', message: 'must not be empty' }]);
  const builtInNames = [...ROOT_ROLES.map((r) => r.name), ...BUILT_IN_PROJECT_ROLES.map((r) => r.name)];
  if (nameTaken || builtInNames.some((t) => sameName(t, name))) throw new NameExistsError(`A role named "${name}" already exists.`);
  const permissions: RolePermission[] = [];
  for (const [i, p] of input.permissions.entries()) {
    const path = `body.permissions[${i}]`;
    if (!(PROJECT_PERMISSIONS as readonly string[]).includes(p.name))
      throw new BadDataError(`Unknown project permission "${p.name}".`, [
        { path: `${path}.name`, message: `must be one of ${PROJECT_PERMISSIONS.join(', ')}` },
      ]);
    if (p.environment !== undefined) {
      if (!ENVIRONMENT_PERMISSIONS.includes(p.name))
        throw new BadDataError(`${p.name} is not given per environment.`, [
          { path: `${path}.environment`, message: 'only environment permissions take an environment' },
        ]);
      if (!environments.includes(p.environment))
        throw new BadDataError(`Environment "${p.environment}" does not exist.`, [
          { path: `${path}.environment`, message: 'must be an existing environment' },
        ]);
    }
    const grant = p.environment === undefined ? { name: p.name } : { name: p.name, environment: p.environment };
    if (!permissions.some((q) => q.name === grant.name && q.environment === grant.environment)) permissions.push(grant);
  }
  return { id, name, description: input.description, type: 'custom', permissions };
}

function decide(command: RoleCommand, state: RoleState): RoleEvent[] {
  switch (command.kind) {
    case 'create':
      if (state.used || builtIn(command.id)) throw new ItemIdTakenError(roleStreamId(command.id));
      return [{ type: 'role-created', data: { data: checked(command.id, command.role, command.environments, command.nameTaken) } }];
    case 'update': {
      const preData = roleOf(state, command.id);
      const data = checked(command.id, command.role, command.environments, command.nameTaken && !sameName(command.role.name, preData.name));
      return JSON.stringify(data) === JSON.stringify(preData) ? [] : [{ type: 'role-updated', data: { data, preData } }];
    }
    case 'delete': {
      const preData = roleOf(state, command.id);
      if (command.assignments > 0)
        throw new InvalidOperationError(
          `Role "${preData.name}" is given to ${command.assignments} member(s) of projects; take it away from them first.`,
        );
      return [{ type: 'role-deleted', data: { preData } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: RoleState, event: RoleEvent): RoleState {
  switch (event.type) {
    case 'role-created':
    case 'role-updated':
      return { role: event.data.data, used: true };
    case 'role-deleted':
      return { role: null, used: true };
    default:
      return assertNever(event);
  }
}

export const roleDecider: Decider<RoleCommand, RoleState, RoleEvent> = {
  initialState: { role: null, used: false },
  evolve,
  decide,
  legacy: ROLES_LEGACY,
};
