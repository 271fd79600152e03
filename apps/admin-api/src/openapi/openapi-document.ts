import type { Type } from '@nestjs/common';
import { loadConfig } from '@pennant/platform';
import { AppModule } from '../app.module';
import { searchFeaturesSchema } from '@pennant/search';
import { buildOpenApi, controllersOf } from './build-openapi';
import {
  changeRequestsCountSchema,
  changeRequestSchema,
  changeRequestsSchema,
  eventsSchema,
  featureEventsSchema,
  featureSchema,
  personalDashboardProjectDetailsSchema,
  personalDashboardSchema,
} from './schemas';
import { OpenApiController } from './openapi.controller';

export const API_VERSION = '0.1.0';

/** Response schemas of the spec's operations, named as in the spec, by "METHOD path". */
export const SPEC_RESPONSES: Record<string, Record<string, unknown>> = {
  'put /api/admin/projects/{projectId}/features/{featureName}': featureSchema,
  'get /api/admin/projects/{projectId}/features/{featureName}': featureSchema,
  'get /api/admin/events': eventsSchema,
  'get /api/admin/events/{featureName}': featureEventsSchema,
  'get /api/admin/search/features': searchFeaturesSchema,
  'get /api/admin/personal-dashboard': personalDashboardSchema,
  'get /api/admin/personal-dashboard/{projectId}': personalDashboardProjectDetailsSchema,
  'get /api/admin/projects/{projectId}/change-requests/count': changeRequestsCountSchema,
  'get /api/admin/projects/{projectId}/change-requests/open': changeRequestsSchema,
  'get /api/admin/projects/{projectId}/change-requests': changeRequestsSchema,
  'get /api/admin/projects/{projectId}/change-requests/{id}': changeRequestSchema,
};

/**
 * The OpenAPI document of every route of the service: the controllers of the modules the
 * application imports (building the module tree connects to nothing).
 */
export function openApiDocument(): Record<string, unknown> {
  const app = AppModule.forRoot(loadConfig({}), 'postgresql://openapi.invalid/none');
  const controllers = [...controllersOf(app.imports ?? []), ...((app.controllers ?? []) as Type<unknown>[])].filter((c) => c !== OpenApiController);
  return buildOpenApi([...controllers, OpenApiController], API_VERSION, SPEC_RESPONSES);
}
