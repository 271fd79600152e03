import type { EventSubject, JsonObject } from './common';

/** A stored setting (Unleash's `settings` table): one JSON value per id, e.g. `frontendSettings`. */
export interface SettingData {
  id: string;
  value: JsonObject;
}

export interface SettingCreatedPayload extends EventSubject {
  data: SettingData;
}
export interface SettingUpdatedPayload extends EventSubject {
  data: SettingData;
  preData: SettingData;
}
export interface SettingDeletedPayload extends EventSubject {
  preData: SettingData;
}
