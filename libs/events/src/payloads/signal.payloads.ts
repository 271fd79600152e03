import type { EventSubject } from './common';
import type { ConstraintOperator } from './feature.payloads';

/** A signal endpoint as its events record it (no project: endpoints are global). */
export interface SignalEndpointData {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
}
export interface SignalEndpointCreatedPayload extends EventSubject {
  data: SignalEndpointData;
}
export interface SignalEndpointUpdatedPayload extends EventSubject {
  data: SignalEndpointData;
  preData: SignalEndpointData;
}
export interface SignalEndpointDeletedPayload extends EventSubject {
  preData: SignalEndpointData;
}
/** Any signal-endpoint event's payload. */
export type SignalEndpointPayload = SignalEndpointCreatedPayload | SignalEndpointUpdatedPayload | SignalEndpointDeletedPayload;

/** Token events never carry the secret. */
export interface SignalEndpointTokenData {
  id: number;
  signalEndpointId: number;
  name: string;
}
export interface SignalEndpointTokenCreatedPayload extends EventSubject {
  /** `secretHash`: hex sha256 of the secret; hidden from the public event log (toPublicEvent). */
  data: SignalEndpointTokenData & { secretHash: string };
}
export interface SignalEndpointTokenUpdatedPayload extends EventSubject {
  data: SignalEndpointTokenData;
  preData: SignalEndpointTokenData;
}
export interface SignalEndpointTokenDeletedPayload extends EventSubject {
  preData: SignalEndpointTokenData;
}
/** Any signal-endpoint-token event's payload. */
export type SignalEndpointTokenPayload =
  SignalEndpointTokenCreatedPayload | SignalEndpointTokenUpdatedPayload | SignalEndpointTokenDeletedPayload;

/** A filter on one signal payload field, shaped like a strategy constraint without contextName. */
export interface ActionSetFilter {
  operator: ConstraintOperator;
  inverted: boolean;
  caseInsensitive: boolean;
  /** Single-value operators (NUM_*, DATE_*, SEMVER_*). */
  value?: string;
  /** Multi-value operators (IN, NOT_IN, STR_*). */
  values?: string[];
}

/** The actions an action set can run (Unleash's list). */
export const ACTION_NAMES = ['TOGGLE_FEATURE_ON', 'TOGGLE_FEATURE_OFF', 'TOGGLE_FEATURES_ON_BY_TAG', 'TOGGLE_FEATURES_OFF_BY_TAG'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export interface ActionData {
  id: number;
  action: ActionName;
  /** 1-based; actions run in ascending sortOrder (then id). */
  sortOrder: number;
  /** `{project, featureName, environment}` or `{project, tag, environment}` (all strings). */
  executionParams: Record<string, string>;
}
export interface ActionSetMatch {
  source: 'signal-endpoint';
  sourceId: number;
  /** Payload field (dot path) → filter; no filters = every signal of the source matches. */
  payload: Record<string, ActionSetFilter>;
}
export interface ActionSetData {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
  project: string;
  /** The service account the actions run as (no users yet: any id >= 1; ADR 0010). */
  actorId: number;
  match: ActionSetMatch;
  actions: ActionData[];
}
export interface ActionsCreatedPayload extends EventSubject {
  project: string;
  data: ActionSetData;
}
export interface ActionsUpdatedPayload extends EventSubject {
  project: string;
  data: ActionSetData;
  preData: ActionSetData;
}
export interface ActionsDeletedPayload extends EventSubject {
  project: string;
  preData: ActionSetData;
}
/** Any actions-* event's payload. */
export type ActionsPayload = ActionsCreatedPayload | ActionsUpdatedPayload | ActionsDeletedPayload;
