import type { EventSubject } from './common';
import type { Constraint } from './feature.payloads';

export interface SegmentData {
  id: number;
  name: string;
  description: string | null;
  project: string | null;
  constraints: Constraint[];
  createdBy: string;
  createdAt: string;
}

export interface SegmentCreatedPayload extends EventSubject {
  data: SegmentData;
}
export interface SegmentUpdatedPayload extends EventSubject {
  data: SegmentData;
  preData: SegmentData;
}
export interface SegmentDeletedPayload extends EventSubject {
  preData: SegmentData;
}
