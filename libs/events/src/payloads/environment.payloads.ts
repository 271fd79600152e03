import type { EventSubject } from './common';

export interface EnvironmentData {
  name: string;
  type: string;
  sortOrder: number;
  enabled: boolean;
  protected?: boolean;
}

export interface EnvironmentCreatedPayload extends EventSubject {
  environment: string;
  data: EnvironmentData;
}
export interface EnvironmentUpdatedPayload extends EventSubject {
  environment: string;
  data: EnvironmentData;
  preData: EnvironmentData;
}
export interface EnvironmentDeletedPayload extends EventSubject {
  environment: string;
  preData: EnvironmentData;
}
