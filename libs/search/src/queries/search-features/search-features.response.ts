/** The spec's `searchFeaturesSchema`. */
export interface SearchFeatureEnvironment {
  name: string;
  enabled: boolean;
  type: string;
  sortOrder: number;
  variantCount: number;
  hasStrategies: boolean;
  hasEnabledStrategies: boolean;
  lastSeenAt: string | null;
  yes: number;
  no: number;
  /** Pending change requests touching the flag in this environment (Unleash's). */
  changeRequestIds: number[];
}

export interface SearchFeatureItem {
  name: string;
  type: string;
  description: string | null;
  dependencyType: 'parent' | 'child' | null;
  project: string;
  stale: boolean;
  favorite: boolean;
  impressionData: boolean;
  createdAt: string | null;
  archivedAt: string | null;
  lastSeenAt: string | null;
  environments: SearchFeatureEnvironment[];
  segments: string[];
  tags: { type: string; value: string; color: string | null }[];
  lifecycle: { stage: string; status?: string; enteredStageAt: string };
  createdBy: { id: number; name: string; imageUrl: string };
}

export interface SearchFeaturesResponse {
  features: SearchFeatureItem[];
  total: number;
}
