import type { EventSubject, TagRef } from './common';

/** A tag type as stored and logged (`simple` is built in, see ADR 0011). */
export interface TagTypeData {
  name: string;
  description: string;
  icon: string | null;
  /** `#RRGGBB` (Unleash 7+); absent in events recorded before Pennant kept it = none. */
  color?: string | null;
}

export interface TagTypeCreatedPayload extends EventSubject {
  data: TagTypeData;
}
export interface TagTypeUpdatedPayload extends EventSubject {
  data: TagTypeData;
  preData: TagTypeData;
}
export interface TagTypeDeletedPayload extends EventSubject {
  preData: TagTypeData;
}
export interface TagCreatedPayload extends EventSubject {
  data: TagRef;
}
export interface TagDeletedPayload extends EventSubject {
  preData: TagRef;
}
