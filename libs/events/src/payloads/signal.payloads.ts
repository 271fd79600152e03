import type { EventSubject } from './common';

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
export type SignalEndpointTokenPayload = SignalEndpointTokenCreatedPayload | SignalEndpointTokenUpdatedPayload | SignalEndpointTokenDeletedPayload;

/** A filter on one signal payload field, shaped like a strategy constraint without contextName. */
export interface ActionSetFilter {
  operator: string;
  inverted: boolean;
  caseInsensitive: boolean;
  value?: string;
  values?: string[];
}
export interface ActionData {
  id: number;
  action: string;
  sortOrder: number;
  executionParams: Record<string, string>;
}
export interface ActionSetData {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
  project: string;
  actorId: number;
  match: { source: 'signal-endpoint'; sourceId: number; payload: Record<string, ActionSetFilter> };
  actions: ActionData[];
}
export interface ActionsPayload extends EventSubject {
  project: string;
  data?: ActionSetData;
  preData?: ActionSetData;
}
