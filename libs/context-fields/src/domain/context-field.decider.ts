import type { Decider, LegacySource } from '@pennant/core';
import { assertNever, type ContextFieldData, type ContextFieldLegalValue, type DomainEvent } from '@pennant/events';
import { isDeepStrictEqual } from 'node:util';
import { assertContextFieldUnused, type ContextFieldUsage } from './context-field-usage';
import { BuiltInContextFieldError, ContextFieldExistsError, ContextFieldNotFoundError } from './context-field.errors';
import { BUILT_IN_CONTEXT_FIELDS, isBuiltInContextField } from '../model/built-in-context-fields';

/**
 * One stream per context field, named after it (ADR 0031): a name is unique because a create
 * expects its stream not to hold a field, and different fields never contend.
 */
export const contextFieldStreamId = (name: string): string => `context-field-${name}`;

/** Until ADR 0031 every context field was in this one stream; its events are folded first into the field's stream. */
export const CONTEXT_FIELDS_STREAM = 'context-fields';

export const CONTEXT_FIELDS_LEGACY: LegacySource = {
  streamId: CONTEXT_FIELDS_STREAM,
  route: (event) =>
    event.type === 'context-field-created' || event.type === 'context-field-updated'
      ? contextFieldStreamId(event.data.data.name)
      : event.type === 'context-field-deleted'
        ? contextFieldStreamId(event.data.preData.name)
        : null,
};

/** Sort order of a new field when none is given (Unleash 8 stores `sortOrder || 0`). */
export const DEFAULT_CONTEXT_FIELD_SORT_ORDER = 0;

export type ContextFieldEvent = DomainEvent<'context-field-created' | 'context-field-updated' | 'context-field-deleted'>;

/**
 * The fields a stream knows: on a field's own stream, that field (once created) and the built-in
 * ones (which exist without an event) — a handful of entries, so folding stays linear.
 */
export interface ContextFieldsState {
  fields: Record<string, ContextFieldData>;
}

export interface CreateContextField {
  kind: 'create';
  name: string;
  description?: string;
  legalValues?: ContextFieldLegalValue[];
  stickiness?: boolean;
  sortOrder?: number;
  now: string;
}

/** Absent = keep. */
export interface UpdateContextField {
  kind: 'update';
  name: string;
  description?: string;
  legalValues?: ContextFieldLegalValue[];
  stickiness?: boolean;
  sortOrder?: number;
}

export interface DeleteContextField {
  kind: 'delete';
  name: string;
  /** Constraints that name the field (read models): any → 409. */
  usage: ContextFieldUsage;
}

export type ContextFieldCommand = CreateContextField | UpdateContextField | DeleteContextField;

/** Own entries only: a name such as `constructor` must not find Object.prototype's. */
export function findContextField(state: ContextFieldsState, name: string): ContextFieldData | undefined {
  return Object.prototype.hasOwnProperty.call(state.fields, name) ? state.fields[name] : undefined;
}

/** `{value}` or `{value, description}`: an absent description stays absent. */
const legalValues = (values: readonly ContextFieldLegalValue[]): ContextFieldLegalValue[] =>
  values.map((v) => (v.description === undefined ? { value: v.value } : { value: v.value, description: v.description }));

function decide(command: ContextFieldCommand, state: ContextFieldsState): ContextFieldEvent[] {
  switch (command.kind) {
    case 'create': {
      if (findContextField(state, command.name)) throw new ContextFieldExistsError(command.name);
      const data: ContextFieldData = {
        name: command.name,
        description: command.description ?? '',
        legalValues: legalValues(command.legalValues ?? []),
        stickiness: command.stickiness ?? false,
        sortOrder: command.sortOrder ?? DEFAULT_CONTEXT_FIELD_SORT_ORDER,
        createdAt: command.now,
      };
      return [{ type: 'context-field-created', data: { data } }];
    }
    case 'update': {
      const current = findContextField(state, command.name);
      if (!current) throw new ContextFieldNotFoundError(command.name);
      const data: ContextFieldData = {
        ...current,
        description: command.description ?? current.description,
        legalValues: command.legalValues ? legalValues(command.legalValues) : current.legalValues,
        stickiness: command.stickiness ?? current.stickiness,
        sortOrder: command.sortOrder ?? current.sortOrder,
      };
      if (isDeepStrictEqual(data, current)) return [];
      return [{ type: 'context-field-updated', data: { data, preData: current } }];
    }
    case 'delete': {
      if (isBuiltInContextField(command.name)) throw new BuiltInContextFieldError(command.name);
      const current = findContextField(state, command.name);
      if (!current) throw new ContextFieldNotFoundError(command.name);
      assertContextFieldUnused(command.name, command.usage);
      return [{ type: 'context-field-deleted', data: { preData: current } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: ContextFieldsState, event: ContextFieldEvent): ContextFieldsState {
  switch (event.type) {
    case 'context-field-created':
    case 'context-field-updated':
      return { fields: { ...state.fields, [event.data.data.name]: event.data.data } };
    case 'context-field-deleted': {
      const fields = { ...state.fields };
      delete fields[event.data.preData.name];
      return { fields };
    }
    default:
      return assertNever(event);
  }
}

export const contextFieldDecider: Decider<ContextFieldCommand, ContextFieldsState, ContextFieldEvent> = {
  initialState: { fields: Object.fromEntries(BUILT_IN_CONTEXT_FIELDS.map((f) => [f.name, f])) },
  evolve,
  decide,
  legacy: CONTEXT_FIELDS_LEGACY,
};
