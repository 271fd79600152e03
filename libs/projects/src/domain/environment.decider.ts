import type { Decider } from '@pennant/core';
import { assertNever, type DomainEvent, type EnvironmentData } from '@pennant/events';
import { InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/kernel';

export type EnvironmentEvent = DomainEvent<'environment-created' | 'environment-updated' | 'environment-deleted'>;

export interface EnvironmentState {
  data: EnvironmentData | null;
}

export type EnvironmentCommand =
  | { kind: 'create'; data: EnvironmentData }
  | { kind: 'update'; changes: Partial<Omit<EnvironmentData, 'name'>> }
  | { kind: 'delete'; usedByProjects: number };

export const environmentStreamIdOf = (name: string): string => `environment-${name}`;

export const environmentDecider: Decider<EnvironmentCommand, EnvironmentState, EnvironmentEvent> = {
  initialState: { data: null },
  evolve(state, event) {
    switch (event.type) {
      case 'environment-created':
      case 'environment-updated':
        return { data: event.data.data };
      case 'environment-deleted':
        return { data: null };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    if (command.kind === 'create') {
      if (state.data) throw new NameExistsError(`An environment named "${command.data.name}" already exists.`);
      return [{ type: 'environment-created', data: { environment: command.data.name, data: command.data } }];
    }
    const data = state.data;
    if (!data) throw new NotFoundError('Could not find that environment.');
    switch (command.kind) {
      case 'update': {
        if (data.protected) throw new InvalidOperationError(`Environment "${data.name}" is protected and cannot be changed.`);
        const next: EnvironmentData = {
          ...data,
          ...Object.fromEntries(Object.entries(command.changes).filter(([, v]) => v !== undefined)),
        };
        if (JSON.stringify(next) === JSON.stringify(data)) return [];
        return [{ type: 'environment-updated', data: { environment: data.name, data: next, preData: data } }];
      }
      case 'delete':
        if (data.protected) throw new InvalidOperationError(`Environment "${data.name}" is protected and cannot be deleted.`);
        if (command.usedByProjects > 0)
          throw new InvalidOperationError(
            `Environment "${data.name}" is used by ${command.usedByProjects} project(s); remove it from them first.`,
          );
        return [{ type: 'environment-deleted', data: { environment: data.name, preData: data } }];
      default:
        return assertNever(command);
    }
  },
};
