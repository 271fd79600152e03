import type { StrategyResponse } from '../strategy.response';

/** The spec's Feature object (response of PUT and GET feature). */
export interface FeatureEnvironmentResponse {
  name: string;
  featureName: string;
  environment: string;
  type: string;
  enabled: boolean;
  sortOrder: number;
  variantCount: number;
  strategies: StrategyResponse[];
  variants: unknown[];
  lastSeenAt: string | null;
  hasStrategies: boolean;
  hasEnabledStrategies: boolean;
  /** The last hour's evaluations reported by SDKs (0 when none). */
  yes: number;
  no: number;
}

export interface FeatureResponse {
  name: string;
  type: string;
  description: string | null;
  archived: boolean;
  project: string;
  enabled: boolean;
  stale: boolean;
  favorite: boolean;
  impressionData: boolean;
  createdAt: string | null;
  createdBy: { id: number; name: string; imageUrl: string };
  archivedAt: string | null;
  lastSeenAt: string | null;
  environments: FeatureEnvironmentResponse[];
  variants: unknown[];
  strategies: unknown[];
  tags: { type: string; value: string }[];
  children: string[];
  lifecycle: { stage: string; status?: string; enteredStageAt: string };
  dependencies: { feature: string; enabled: boolean; variants: string[] }[];
  collaborators: { users: { id: number; name: string; imageUrl: string }[] };
  /** Unleash's `links` (`[{id, url, title}]`): always empty, the catalog has no event to add one (ADR 0039). */
  links: { id: string; url: string; title: string | null }[];
}
