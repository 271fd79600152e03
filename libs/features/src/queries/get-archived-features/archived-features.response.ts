/** `GET /archive/features[/{p}]`: Unleash's archivedFeaturesSchema. */
export interface ArchivedFeatureResponse {
  name: string;
  description: string | null;
  type: string;
  project: string;
  stale: boolean;
  createdAt: string;
  lastSeenAt: string | null;
  impressionData: boolean;
  archivedAt: string;
  archived: true;
  environments: { name: string; lastSeenAt: string | null }[];
}

export interface ArchivedFeaturesResponse {
  version: 1;
  features: ArchivedFeatureResponse[];
}
