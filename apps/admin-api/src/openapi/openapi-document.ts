import type { Type } from '@nestjs/common';
import { searchFeaturesSchema } from '@pennant/search';
import { buildOpenApi } from './build-openapi';
import {
  changeRequestsCountSchema,
  changeRequestSchema,
  changeRequestsSchema,
  eventSearchSchema,
  eventsSchema,
  featureEventsSchema,
  featureSchema,
  personalDashboardProjectDetailsSchema,
  personalDashboardSchema,
  projectFeaturesSchema,
} from './schemas';

export const API_VERSION = '0.1.0';

/** Response schemas of the spec's operations, named as in the spec, by "METHOD path". */
export const SPEC_RESPONSES: Record<string, Record<string, unknown>> = {
  'put /api/admin/projects/{projectId}/features/{featureName}': featureSchema,
  'get /api/admin/projects/{projectId}/features/{featureName}': featureSchema,
  'get /api/admin/projects/{projectId}/features': projectFeaturesSchema,
  // Unleash answers a created, cloned or patched flag with its featureSchema too.
  'post /api/admin/projects/{projectId}/features': featureSchema,
  'post /api/admin/projects/{projectId}/features/{featureName}/clone': featureSchema,
  'patch /api/admin/projects/{projectId}/features/{featureName}': featureSchema,
  'get /api/admin/events': eventsSchema,
  'get /api/admin/events/{featureName}': featureEventsSchema,
  'get /api/admin/search/features': searchFeaturesSchema,
  'get /api/admin/search/events': eventSearchSchema,
  'get /api/admin/personal-dashboard': personalDashboardSchema,
  'get /api/admin/personal-dashboard/{projectId}': personalDashboardProjectDetailsSchema,
  'get /api/admin/projects/{projectId}/change-requests/count': changeRequestsCountSchema,
  'get /api/admin/projects/{projectId}/change-requests/open': changeRequestsSchema,
  'get /api/admin/projects/{projectId}/change-requests': changeRequestsSchema,
  'get /api/admin/projects/{projectId}/change-requests/{id}': changeRequestSchema,
  // Creating (adding changes to) a request and changing its state answer the request.
  'post /api/admin/projects/{projectId}/environments/{environment}/change-requests': changeRequestSchema,
  'put /api/admin/projects/{projectId}/change-requests/{id}/state': changeRequestSchema,
};

/** The OpenAPI document of the routes these controllers declare (the running app's or the module tree's). */
export function openApiDocumentOf(controllers: readonly Type<unknown>[]): Record<string, unknown> {
  return buildOpenApi([...new Set(controllers)], API_VERSION, SPEC_RESPONSES);
}
