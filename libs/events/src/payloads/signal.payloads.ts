import type { EventSubject, JsonObject } from './common';

export interface SignalEndpointData {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
}
export interface SignalEndpointPayload extends EventSubject {
  data?: SignalEndpointData | null;
  preData?: SignalEndpointData | null;
}
/** Token events never carry the secret, only its hash reference. */
export interface SignalEndpointTokenData {
  id: number;
  signalEndpointId: number;
  name: string;
}
export interface SignalEndpointTokenPayload extends EventSubject {
  data?: (SignalEndpointTokenData & { secretHash?: string }) | null;
  preData?: SignalEndpointTokenData | null;
}
export interface ActionsPayload extends EventSubject {
  project: string;
  data?: JsonObject | null;
  preData?: JsonObject | null;
}
