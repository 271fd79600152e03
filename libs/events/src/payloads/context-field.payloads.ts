import type { EventSubject } from './common';

export interface ContextFieldLegalValue {
  value: string;
  description?: string;
}

/** A context field as stored and logged (built-in fields exist without an event, see ADR 0020). */
export interface ContextFieldData {
  name: string;
  description: string;
  legalValues: ContextFieldLegalValue[];
  stickiness: boolean;
  sortOrder: number;
  /** `null` for the built-in fields. */
  createdAt: string | null;
}

export interface ContextFieldCreatedPayload extends EventSubject {
  data: ContextFieldData;
}
export interface ContextFieldUpdatedPayload extends EventSubject {
  data: ContextFieldData;
  preData: ContextFieldData;
}
export interface ContextFieldDeletedPayload extends EventSubject {
  preData: ContextFieldData;
}
