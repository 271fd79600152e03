import type { EventSubject } from './common';

/**
 * An addon (integration) configuration as stored and logged. Parameters the provider marks as
 * sensitive (tokens, authorization headers, webhook URLs with secrets) are kept apart in
 * `sensitiveParameters`, which the public Event shape never shows (public-event.ts).
 */
export interface AddonConfigData {
  id: number;
  provider: string;
  description: string | null;
  enabled: boolean;
  parameters: Record<string, string>;
  sensitiveParameters: Record<string, string>;
  events: string[];
  projects: string[];
  environments: string[];
  createdAt: string;
}

export interface AddonConfigCreatedPayload extends EventSubject {
  data: AddonConfigData;
}
export interface AddonConfigUpdatedPayload extends EventSubject {
  data: AddonConfigData;
  preData: AddonConfigData;
}
export interface AddonConfigDeletedPayload extends EventSubject {
  preData: AddonConfigData;
}
