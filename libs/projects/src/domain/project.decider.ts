import type { Decider } from '@pennant/core';
import { assertNever, type DomainEvent, type ProjectData, type ProjectDefaultStrategy } from '@pennant/events';
import { DomainError, InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/kernel';
import { decideDefaultStrategy, type SetDefaultStrategy } from './default-strategy.decide';
import {
  decideProjectAccess,
  evolveProjectAccess,
  NO_ACCESS,
  type ProjectAccess,
  type ProjectAccessCommand,
  type ProjectAccessEvent,
} from './project-access.decide';

export type ProjectEvent =
  | DomainEvent<
      | 'project-created'
      | 'project-updated'
      | 'project-archived'
      | 'project-revived'
      | 'project-deleted'
      | 'project-environment-added'
      | 'project-environment-removed'
      | 'default-strategy-updated'
    >
  | ProjectAccessEvent;

export interface ProjectState {
  status: 'none' | 'active' | 'archived' | 'deleted';
  data: ProjectData | null;
  environments: readonly string[];
  /** Project roles of users and groups (absent = none); a deleted project's members are gone with it. */
  access?: ProjectAccess;
  /** Default strategies by environment (absent = none set); removing the environment drops its default. */
  defaultStrategies?: Readonly<Record<string, ProjectDefaultStrategy>>;
}

/** Facts from read models the handler looked up (the decider stays pure). */
export interface ProjectFlagCounts {
  /** Non-archived flags in the project. */
  activeFlags: number;
  /** All flags in the project, archived included. */
  allFlags: number;
}

export type ProjectCommand =
  | { kind: 'create'; data: ProjectData; environments: string[] }
  | { kind: 'update'; changes: Partial<Omit<ProjectData, 'id'>> }
  | { kind: 'archive'; facts: ProjectFlagCounts }
  | { kind: 'revive' }
  | { kind: 'delete'; facts: ProjectFlagCounts }
  | { kind: 'add-environment'; environment: string }
  | { kind: 'remove-environment'; environment: string }
  | SetDefaultStrategy
  | ProjectAccessCommand;

export const projectStreamIdOf = (id: string): string => `project-${id}`;

function existing(state: ProjectState, id: string): ProjectData {
  if (!state.data || state.status === 'none' || state.status === 'deleted') throw new NotFoundError(`No project with id "${id}" exists.`);
  return state.data;
}

function decide(command: ProjectCommand, state: ProjectState, id: string): ProjectEvent[] {
  if (command.kind === 'create') {
    if (state.status === 'active' || state.status === 'archived')
      throw new NameExistsError(`A project with id "${command.data.id}" already exists.`);
    return [
      { type: 'project-created', data: { project: command.data.id, data: command.data } },
      ...command.environments.map((environment) => ({
        type: 'project-environment-added' as const,
        data: { project: command.data.id, environment },
      })),
    ];
  }
  const data = existing(state, id);
  const subject = { project: data.id };
  switch (command.kind) {
    case 'update': {
      const next: ProjectData = { ...data, ...Object.fromEntries(Object.entries(command.changes).filter(([, v]) => v !== undefined)) };
      if (JSON.stringify(next) === JSON.stringify(data)) return [];
      return [{ type: 'project-updated', data: { ...subject, data: next, preData: data } }];
    }
    case 'archive':
      if (state.status === 'archived') return [];
      if (command.facts.activeFlags > 0)
        throw new InvalidOperationError(`Project "${data.id}" has ${command.facts.activeFlags} active flag(s); archive them first.`);
      return [{ type: 'project-archived', data: { ...subject, preData: data } }];
    case 'revive':
      if (state.status !== 'archived') return [];
      return [{ type: 'project-revived', data: subject }];
    case 'delete':
      if (data.id === 'default') throw new InvalidOperationError('The default project cannot be deleted.');
      if (command.facts.allFlags > 0)
        throw new InvalidOperationError(
          `Project "${data.id}" still has ${command.facts.allFlags} flag(s), archived ones included; delete them first.`,
        );
      return [{ type: 'project-deleted', data: { ...subject, preData: data } }];
    case 'add-environment':
      if (state.environments.includes(command.environment))
        throw new NameExistsError(`Environment "${command.environment}" is already enabled for project "${data.id}".`);
      return [{ type: 'project-environment-added', data: { ...subject, environment: command.environment } }];
    case 'remove-environment':
      if (!state.environments.includes(command.environment))
        throw new NotFoundError(`Environment "${command.environment}" is not enabled for project "${data.id}".`);
      if (state.environments.length === 1) throw new MinimumOneEnvironmentError();
      return [{ type: 'project-environment-removed', data: { ...subject, environment: command.environment } }];
    case 'set-default-strategy':
      return decideDefaultStrategy(command, state.environments, state.defaultStrategies?.[command.environment] ?? null, data.id);
    case 'add-access':
    case 'set-roles':
    case 'delete-roles':
    case 'add-role':
    case 'remove-role':
    case 'change-role':
      return decideProjectAccess(command, state.access ?? NO_ACCESS, data.id);
    default:
      return assertNever(command);
  }
}

export class MinimumOneEnvironmentError extends DomainError {
  readonly name = 'MinimumOneEnvironmentError';
  readonly status = 400;
  constructor() {
    super('A project must keep at least one environment.');
  }
}

function evolve(state: ProjectState, event: ProjectEvent): ProjectState {
  switch (event.type) {
    case 'project-created':
      return { status: 'active', data: event.data.data, environments: [] };
    case 'project-updated':
      return { ...state, data: event.data.data };
    case 'project-archived':
      return { ...state, status: 'archived' };
    case 'project-revived':
      return { ...state, status: 'active' };
    case 'project-deleted':
      return { status: 'deleted', data: null, environments: [] };
    case 'project-environment-added':
      return { ...state, environments: [...state.environments, event.data.environment] };
    case 'project-environment-removed': {
      const { [event.data.environment]: _dropped, ...defaultStrategies } = state.defaultStrategies ?? {};
      void _dropped;
      return { ...state, environments: state.environments.filter((e) => e !== event.data.environment), defaultStrategies };
    }
    case 'default-strategy-updated':
      return { ...state, defaultStrategies: { ...state.defaultStrategies, [event.data.environment]: event.data.data } };
    default:
      return { ...state, access: evolveProjectAccess(state.access ?? NO_ACCESS, event) };
  }
}

/** The decider needs the stream's project id for messages; bind it per command. */
export function projectDecider(id: string): Decider<ProjectCommand, ProjectState, ProjectEvent> {
  return { initialState: { status: 'none', data: null, environments: [] }, evolve, decide: (command, state) => decide(command, state, id) };
}
