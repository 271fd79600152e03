/** The spec's change request (changeRequestsSchema items), with the fields the document leaves as `object`. */
export type RequestState = 'Draft' | 'In review' | 'Approved' | 'Scheduled' | 'Applied' | 'Rejected' | 'Cancelled';

export const FLAG_CHANGE_ACTIONS = [
  'updateEnabled',
  'addStrategy',
  'updateStrategy',
  'deleteStrategy',
  'reorderStrategy',
  'patchVariant',
  'archiveFeature',
  'addDependency',
  'deleteDependency',
  'setSafeguard',
  'deleteSafeguard',
] as const;
export type FlagChangeAction = (typeof FLAG_CHANGE_ACTIONS)[number];

export interface Person {
  id?: number;
  username?: string | null;
  imageUrl?: string | null;
}

export interface Change {
  id: number;
  action: string;
  conflict?: string;
  payload: Record<string, unknown>;
  createdBy?: Person;
  createdAt?: string;
}

export interface FeatureChanges {
  name: string;
  conflict?: string;
  changes: Change[];
}

export interface SegmentChange extends Change {
  name: string;
}

export interface Review {
  createdBy: Person;
  createdAt: string;
}

export interface ChangeRequest {
  id: number;
  title?: string;
  environment: string;
  minApprovals?: number;
  project: string;
  features: FeatureChanges[];
  segments: SegmentChange[];
  approvals?: Review[];
  rejections?: Review[];
  comments?: Array<{ id: number; text: string; createdBy: Person; createdAt: string }>;
  createdBy: Person;
  createdAt: string;
  state: RequestState;
  schedule?: { scheduledAt: string; status: 'pending' | 'failed' | 'suspended' | string; reason?: string };
}

export interface EnvironmentConfig {
  environment: string;
  type: string;
  changeRequestEnabled: boolean;
  requiredApprovals: number;
}

export interface RequestCounts {
  total: number;
  applied: number;
  rejected: number;
  reviewRequired: number;
  approved: number;
  scheduled: number;
}

export function changeCount(request: Pick<ChangeRequest, 'features' | 'segments'>): number {
  return request.features.reduce((n, f) => n + f.changes.length, 0) + request.segments.length;
}

export const stateClass = (state: string): string => `state state--${state.toLowerCase().replace(/\s+/g, '-')}`;
