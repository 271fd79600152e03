// Building blocks shared by event payloads. Every payload mirrors the public Event's subject
// columns (project, featureName, environment) plus typed `data` / `preData`.

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface TagRef {
  type: string;
  value: string;
}

/** Subject columns of an event; which ones are set depends on the event type. */
export interface EventSubject {
  project?: string | null;
  featureName?: string | null;
  environment?: string | null;
  tags?: TagRef[];
}

/** An event about something that is not modelled by Pennant in detail (imports, drops, …). */
export interface GenericPayload extends EventSubject {
  data?: JsonObject | null;
  preData?: JsonObject | null;
}
