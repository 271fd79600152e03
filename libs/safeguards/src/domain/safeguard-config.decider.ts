import type { Decider } from '@pennant/core';
import type { DomainEvent, JsonObject, SafeguardRuleData } from '@pennant/events';
import { safeguardId } from '../model/safeguard-rule';
import { SafeguardFlagNotFoundError, SafeguardNotFoundError, SafeguardOnArchivedFlagError } from './safeguard.errors';

export type SafeguardConfigEvent = DomainEvent<'setting-created' | 'setting-updated' | 'setting-deleted'>;

/** What the flag's own stream says about it when the safeguard changes (read in the same decision). */
export interface FlagFacts {
  status: 'none' | 'active' | 'archived' | 'deleted';
  project: string | null;
}

interface Target {
  project: string;
  featureName: string;
  environment: string;
  flag: FlagFacts;
}

/** Set the flag's safeguard in the environment to this rule (created if none). */
export interface SetSafeguard extends Target {
  kind: 'set';
  rule: SafeguardRuleData;
}
export interface RemoveSafeguard extends Target {
  kind: 'remove';
}
export type SafeguardConfigCommand = SetSafeguard | RemoveSafeguard;

export interface SafeguardConfigState {
  rule: SafeguardRuleData | null;
}

/**
 * A safeguard is configuration, recorded as a setting in the spec's catalog (ADR 0065): one
 * stream per flag and environment, the settings' `setting-<id>` with id
 * `safeguard:<flag>:<environment>`; every event names the flag, its project and the environment,
 * so the flag's history shows it.
 */
export const safeguardStreamId = (featureName: string, environment: string): string => `setting-${safeguardId(featureName, environment)}`;

const asJson = (rule: SafeguardRuleData): JsonObject => ({ ...rule, labels: { ...rule.labels } });

/** JSON with object keys sorted, so that equal rules compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

function ruleOf(value: JsonObject): SafeguardRuleData {
  return value as unknown as SafeguardRuleData;
}

function assertFlag(command: SafeguardConfigCommand): void {
  const { flag, featureName, project } = command;
  if (flag.status === 'none' || flag.status === 'deleted' || flag.project !== project)
    throw new SafeguardFlagNotFoundError(featureName, project);
  if (flag.status === 'archived') throw new SafeguardOnArchivedFlagError(featureName);
}

/**
 * Setting a rule records `setting-created` (none before) or `setting-updated` (with the previous
 * rule as preData); the same rule again records nothing; removing records `setting-deleted`, or
 * is refused (404) when there is none. Only flags of the project that are not archived.
 */
export const safeguardConfigDecider: Decider<SafeguardConfigCommand, SafeguardConfigState, SafeguardConfigEvent> = {
  initialState: { rule: null },
  evolve: (_state, event) => ({ rule: event.type === 'setting-deleted' ? null : ruleOf(event.data.data.value) }),
  decide(command, state) {
    const { featureName, environment, project } = command;
    const id = safeguardId(featureName, environment);
    const subject = { project, featureName, environment };
    if (command.kind === 'remove') {
      if (state.rule === null) throw new SafeguardNotFoundError(featureName, environment);
      return [{ type: 'setting-deleted', data: { ...subject, preData: { id, value: asJson(state.rule) } } }];
    }
    assertFlag(command);
    if (state.rule !== null && canonical(state.rule) === canonical(command.rule)) return [];
    const data = { id, value: asJson(command.rule) };
    if (state.rule === null) return [{ type: 'setting-created', data: { ...subject, data } }];
    return [{ type: 'setting-updated', data: { ...subject, data, preData: { id, value: asJson(state.rule) } } }];
  },
};
