import type { Decider } from '@pennant/core';
import type { DomainEvent, JsonObject } from '@pennant/events';

export type SettingEvent = DomainEvent<'setting-created' | 'setting-updated' | 'setting-deleted'>;

/** Store a setting's whole value (Unleash keeps settings as one JSON value per id). */
export interface SetSetting {
  kind: 'set';
  id: string;
  value: JsonObject;
}

export type SettingCommand = SetSetting;

export interface SettingState {
  value: JsonObject | null;
}

export const settingStreamId = (id: string): string => `setting-${id}`;

/** JSON with object keys sorted, so that equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function valueOf(event: SettingEvent): JsonObject | null {
  return event.type === 'setting-deleted' ? null : event.data.data.value;
}

/**
 * One stream per setting id: the first store records `setting-created`, later ones
 * `setting-updated` with the previous value as preData; storing the same value records nothing.
 */
export const settingDecider: Decider<SettingCommand, SettingState, SettingEvent> = {
  initialState: { value: null },
  evolve: (_state, event) => ({ value: valueOf(event) }),
  decide(command, state) {
    if (state.value !== null && canonical(state.value) === canonical(command.value)) return [];
    const data = { id: command.id, value: command.value };
    if (state.value === null) return [{ type: 'setting-created', data: { data } }];
    return [{ type: 'setting-updated', data: { data, preData: { id: command.id, value: state.value } } }];
  },
};
