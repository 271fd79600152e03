import type { EventSubject, JsonObject } from './common';

export interface ChangeRequestRef {
  changeRequestId: number;
  title?: string | null;
}

export interface ChangeRequestPayload extends EventSubject {
  project: string;
  environment: string;
  data: ChangeRequestRef & JsonObject;
  preData?: JsonObject | null;
}

export interface ChangeRequestConfigurationPayload extends EventSubject {
  project: string;
  environment: string;
  data: { enabled: boolean; requiredApprovals: number };
  preData?: { enabled: boolean; requiredApprovals: number } | null;
}
