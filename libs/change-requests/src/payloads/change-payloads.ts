import type { ErrorDetail } from '@pennant/platform';
import { boolean, object, string, type Infer, type InferObject, type Schema } from '@pennant/platform';
import {
  createDependentFeatureSchema,
  createFeatureStrategySchema,
  setStrategySortOrderSchema,
  updateFeatureStrategySchema,
  variantsSchema,
} from '@pennant/features';
import { upsertSegmentSchema } from '@pennant/segments';
import { safeguardRuleSchema } from '@pennant/safeguards';

/**
 * The payload of each change action (ADR 0049): the schema the direct route validates its body
 * with wherever there is one, so a change admits exactly what the edit it stands for admits.
 * Checked when a change is added and parsed again before it is applied.
 */

const strategyId = string({ minLength: 1, maxLength: 255 });
const parentName = string({ minLength: 1, maxLength: 100 });

/** `base` plus some fields (the strategy of an updateStrategy names its id beside PUT's body). */
function withFields<T, E extends Record<string, Schema<unknown>>>(base: Schema<T>, fields: E): Schema<T & InferObject<E>> {
  const extra = object(fields);
  const own = extra.json as { properties: Record<string, unknown>; required?: string[] };
  // Another schema than `base`: not under base's name (ADR 0063).
  const { title: _title, ...json } = base.json as { title?: string; properties?: Record<string, unknown>; required?: string[] };
  const required = [...(json.required ?? []), ...(own.required ?? [])];
  return {
    json: { ...json, properties: { ...json.properties, ...own.properties }, ...(required.length ? { required } : {}) },
    parse(value, path, problems) {
      const before = problems.length;
      const a = base.parse(value, path, problems);
      const b = problems.length === before ? extra.parse(value, path, problems) : undefined;
      return a !== undefined && b !== undefined ? { ...a, ...b } : undefined;
    },
  };
}

/** Changes of a flag (`feature` names it). */
export const FLAG_CHANGE_PAYLOADS = {
  /** The toggle routes (`POST …/on`, `…/off`) have no body: the state it should have. */
  updateEnabled: object({ enabled: boolean() }),
  /** Body of `POST …/strategies`. */
  addStrategy: createFeatureStrategySchema,
  /** Body of `PUT …/strategies/{id}` and the strategy's id. */
  updateStrategy: withFields(updateFeatureStrategySchema, { id: strategyId }),
  /** `DELETE …/strategies/{id}`: the id. */
  deleteStrategy: object({ id: strategyId }),
  /** Body of `PUT …/environments/{env}/variants`, as `variants`. */
  patchVariant: object({ variants: variantsSchema }),
  /** Body of `POST …/strategies/set-sort-order`, as `sortOrders`. */
  reorderStrategy: object({ sortOrders: setStrategySortOrderSchema }),
  archiveFeature: object({}),
  /** Body of `POST …/dependencies`. */
  addDependency: createDependentFeatureSchema,
  /** `DELETE …/dependencies/{parent}`: the parent, as `feature`. */
  deleteDependency: object({ feature: parentName }),
  /** Body of `PUT …/environments/{env}/safeguard` (ADR 0065): the rule, in the request's environment. */
  setSafeguard: safeguardRuleSchema,
  /** `DELETE …/environments/{env}/safeguard`. */
  deleteSafeguard: object({}),
};

/** The flag changes that configure its safeguard rather than the flag itself (decided on the safeguard's stream). */
export const SAFEGUARD_CHANGE_ACTIONS = ['setSafeguard', 'deleteSafeguard'] as const;
export type SafeguardChangeAction = (typeof SAFEGUARD_CHANGE_ACTIONS)[number];

/** Changes of a segment (`segmentId` names it). */
export const SEGMENT_CHANGE_PAYLOADS = {
  /** Body of `PUT /api/admin/segments/{id}`. */
  updateSegment: upsertSegmentSchema,
  deleteSegment: object({}),
};

/** Every action and its payload schema. */
export const CHANGE_PAYLOADS = { ...FLAG_CHANGE_PAYLOADS, ...SEGMENT_CHANGE_PAYLOADS };

export type FlagChangeAction = keyof typeof FLAG_CHANGE_PAYLOADS;
export type SegmentChangeAction = keyof typeof SEGMENT_CHANGE_PAYLOADS;
export type ChangeAction = FlagChangeAction | SegmentChangeAction;
export type ChangePayload<A extends ChangeAction> = Infer<(typeof CHANGE_PAYLOADS)[A]>;

export const FLAG_CHANGE_ACTIONS = Object.keys(FLAG_CHANGE_PAYLOADS) as FlagChangeAction[];
export const SEGMENT_CHANGE_ACTIONS = Object.keys(SEGMENT_CHANGE_PAYLOADS) as SegmentChangeAction[];
export const CHANGE_ACTIONS: readonly ChangeAction[] = [...FLAG_CHANGE_ACTIONS, ...SEGMENT_CHANGE_ACTIONS];

/** A change of a flag whose payload parsed: one member per action, so each branch is checked. */
export type FlagChange = {
  [A in FlagChangeAction]: { id: number; feature: string; segmentId: null; action: A; payload: ChangePayload<A> };
}[FlagChangeAction];
export type SegmentChange = {
  [A in SegmentChangeAction]: { id: number; feature: null; segmentId: number; action: A; payload: ChangePayload<A> };
}[SegmentChangeAction];
export type TypedChange = FlagChange | SegmentChange;
/** A flag change of its safeguard, and one of the flag itself (decided by the flag's decider). */
export type SafeguardChange = Extract<FlagChange, { action: SafeguardChangeAction }>;
export type FeatureChange = Exclude<FlagChange, { action: SafeguardChangeAction }>;

export function isSafeguardChange(change: FlagChange): change is SafeguardChange {
  return (SAFEGUARD_CHANGE_ACTIONS as readonly string[]).includes(change.action);
}

export function isChangeAction(action: string): action is ChangeAction {
  return Object.prototype.hasOwnProperty.call(CHANGE_PAYLOADS, action);
}

export function isSegmentAction(action: ChangeAction): action is SegmentChangeAction {
  return Object.prototype.hasOwnProperty.call(SEGMENT_CHANGE_PAYLOADS, action);
}

/** Checks a payload against its action's schema; each problem names its field under `path`. */
export function payloadProblems(action: ChangeAction, payload: unknown, path: string): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const parsed = CHANGE_PAYLOADS[action].parse(payload, path, problems);
  if (problems.length === 0 && parsed === undefined) problems.push({ path, message: `${path} is invalid` });
  return problems;
}

/** A stored change as the change request's state holds it (its payload as the log has it). */
export interface StoredChange {
  id: number;
  feature: string | null;
  segmentId: number | null;
  action: string;
  payload: unknown;
}

/**
 * Parses a stored change: its action known, its target the action's kind (a flag or a segment)
 * and its payload admitted by the action's schema. The log may hold changes stored before
 * payloads were checked, so a change that does not parse is answered as a problem, never cast.
 */
export function parseChange(change: StoredChange): { change: TypedChange } | { problem: string } {
  const { id, feature, segmentId, action } = change;
  if (!isChangeAction(action))
    return { problem: `"${action}" is not a change this service can apply (known: ${CHANGE_ACTIONS.join(', ')})` };
  const segment = isSegmentAction(action);
  if (segment ? segmentId === null : feature === null)
    return { problem: `${action} changes a ${segment ? 'segment but names no segmentId' : 'flag but names no feature'}` };
  const problems: ErrorDetail[] = [];
  const payload = CHANGE_PAYLOADS[action].parse(change.payload, 'payload', problems);
  if (problems.length > 0 || payload === undefined)
    return { problem: `its payload is malformed: ${problems.map((p) => p.message).join('; ') || 'payload is invalid'}` };
  // The schema of `action` admitted the payload: the member of the union for that action.
  const typed = segment ? { id, feature: null, segmentId, action, payload } : { id, feature, segmentId: null, action, payload };
  return { change: typed as TypedChange };
}
