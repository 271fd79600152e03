/**
 * Operations that answer 2xx JSON whose OpenAPI document does not yet describe the answer
 * (issue 31 §6, ADR 0050). This list may only shrink: openapi.unit.spec.ts fails when an
 * operation is missing a response schema and is not listed here, and when a listed operation has
 * one (remove it) or no longer exists.
 */
export const UNDOCUMENTED_OPERATIONS: readonly string[] = [
  // Half A (Features, Context, Segments, Client, Frontend, Events, Signals, …)
  'delete /api/admin/archive/{featureName}', // Archive
  'get /api/admin/archive/features', // Archive
  'get /api/admin/archive/features/{projectId}', // Archive
  'post /api/admin/archive/revive/{featureName}', // Archive
  'get /api/admin/context', // Context
  'post /api/admin/context', // Context
  'delete /api/admin/context/{name}', // Context
  'get /api/admin/context/{name}', // Context
  'put /api/admin/context/{name}', // Context
  'get /api/admin/context/{name}/strategies', // Context
  'post /api/admin/context/validate', // Context
  'get /api/admin/event-creators', // Events
  'get /api/admin/events/export', // Events
  'get /api/admin/events/verify', // Events
  'get /api/admin/feature-types', // Feature Types
  'put /api/admin/feature-types/{id}/lifetime', // Feature Types
  'post /api/admin/features-batch/export', // Import/export
  'post /api/admin/features-batch/import', // Import/export
  'post /api/admin/features-batch/validate', // Import/export
  'get /api/admin/features/{featureName}/tags', // features
  'post /api/admin/features/{featureName}/tags', // features
  'put /api/admin/features/{featureName}/tags', // features
  'delete /api/admin/features/{featureName}/tags/{type}/{value}', // features
  'post /api/admin/features/validate', // Features
  'get /api/admin/metrics/applications', // Client
  'get /api/admin/projections', // Operations
  'post /api/admin/projections/{name}/rebuild', // Operations
  'post /api/admin/projections/rebuild', // Operations
  'post /api/admin/projections/replay', // Operations
  'get /api/admin/projects/{projectId}/actions', // Actions
  'post /api/admin/projects/{projectId}/actions', // Actions
  'delete /api/admin/projects/{projectId}/actions/{id}', // Actions
  'get /api/admin/projects/{projectId}/actions/{id}', // Actions
  'put /api/admin/projects/{projectId}/actions/{id}', // Actions
  'get /api/admin/projects/{projectId}/actions/{id}/events', // Actions
  'post /api/admin/projects/{projectId}/actions/{id}/off', // Actions
  'post /api/admin/projects/{projectId}/actions/{id}/on', // Actions
  'get /api/admin/projects/{projectId}/actions/config', // Actions
  'post /api/admin/projects/{projectId}/archive', // Features
  'post /api/admin/projects/{projectId}/bulk_features/environments/{environment}/off', // Features
  'post /api/admin/projects/{projectId}/bulk_features/environments/{environment}/on', // Features
  'delete /api/admin/projects/{projectId}/change-requests/{id}/changes/{changeId}', // Change requests
  'put /api/admin/projects/{projectId}/change-requests/{id}/state', // Change requests
  'get /api/admin/projects/{projectId}/change-requests/config', // Change requests
  'post /api/admin/projects/{projectId}/delete', // Archive
  'get /api/admin/projects/{projectId}/dependencies', // Dependencies
  'post /api/admin/projects/{projectId}/environments/{environment}/change-requests', // Change requests
  'get /api/admin/projects/{projectId}/features', // Features
  'post /api/admin/projects/{projectId}/features', // Features
  'delete /api/admin/projects/{projectId}/features/{featureName}', // Features
  'patch /api/admin/projects/{projectId}/features/{featureName}', // Features
  'post /api/admin/projects/{projectId}/features/{featureName}/changeProject', // Features
  'post /api/admin/projects/{projectId}/features/{featureName}/clone', // Features
  'get /api/admin/projects/{projectId}/features/{featureName}/diff', // Features
  'get /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}', // Features
  'patch /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}', // Features
  'get /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants', // Features
  'get /api/admin/projects/{projectId}/features/{featureName}/lifecycle', // Lifecycle
  'post /api/admin/projects/{projectId}/features/{featureName}/lifecycle/complete', // Lifecycle
  'post /api/admin/projects/{projectId}/features/{featureName}/lifecycle/uncomplete', // Lifecycle
  'get /api/admin/projects/{projectId}/features/{featureName}/parents', // Dependencies
  'post /api/admin/projects/{projectId}/revive', // Archive
  'post /api/admin/projects/{projectId}/stale', // Features
  'put /api/admin/projects/{projectId}/tags', // Tags
  'get /api/admin/segments', // segments
  'post /api/admin/segments', // Segments
  'get /api/admin/segments/{id}', // Segments
  'get /api/admin/segments/{id}/strategies', // Segments
  'get /api/admin/signal-endpoints', // signal-endpoints
  'post /api/admin/signal-endpoints', // Signals
  'delete /api/admin/signal-endpoints/{id}', // signal-endpoints
  'get /api/admin/signal-endpoints/{id}', // signal-endpoints
  'put /api/admin/signal-endpoints/{id}', // Signals
  'post /api/admin/signal-endpoints/{id}/off', // signal-endpoints
  'post /api/admin/signal-endpoints/{id}/on', // signal-endpoints
  'get /api/admin/signal-endpoints/{id}/signals', // signal-endpoints
  'post /api/admin/signal-endpoints/{id}/toggle-off', // signal-endpoints
  'post /api/admin/signal-endpoints/{id}/toggle-on', // signal-endpoints
  'get /api/admin/signal-endpoints/{id}/tokens', // signal-endpoints
  'post /api/admin/signal-endpoints/{id}/tokens', // Signals
  'delete /api/admin/signal-endpoints/{id}/tokens/{tokenId}', // signal-endpoints
  'put /api/admin/signal-endpoints/{id}/tokens/{tokenId}', // Signals
  'get /api/admin/signals', // signals
  'get /api/admin/strategies', // Strategies
  'post /api/admin/strategies', // Strategies
  'delete /api/admin/strategies/{name}', // Strategies
  'get /api/admin/strategies/{name}', // Strategies
  'put /api/admin/strategies/{name}', // Strategies
  'post /api/admin/strategies/{name}/deprecate', // Strategies
  'post /api/admin/strategies/{name}/reactivate', // Strategies
  'get /api/admin/tag-types', // tag-types
  'post /api/admin/tag-types', // Tags
  'delete /api/admin/tag-types/{name}', // tag-types
  'get /api/admin/tag-types/{name}', // Tags
  'put /api/admin/tag-types/{name}', // Tags
  'post /api/admin/tag-types/validate', // Tags
  'get /api/admin/tags', // tags
  'post /api/admin/tags', // tags
  'get /api/admin/tags/{type}', // Tags
  'delete /api/admin/tags/{type}/{value}', // tags
  'get /api/admin/tags/{type}/{value}', // Tags
  'get /api/admin/ui-config', // ui-config
  'get /api/client/delta', // Client
  'get /api/client/features', // Client
  'get /api/client/features/{featureName}', // Client
  'post /api/client/metrics', // Client
  'post /api/client/metrics/bulk', // Client
  'post /api/client/register', // Client
  'get /api/frontend', // Frontend
  'post /api/frontend', // Frontend
  'post /api/frontend/client/metrics', // Frontend
  'post /api/frontend/client/register', // Frontend
  'get /api/frontend/features', // Frontend
  'post /api/frontend/features', // Frontend
  'post /api/signal-endpoint/{endpointName}', // Signals
  'get /docs/openapi.json', // docs
  'get /health', // health
  'get /ready', // ready
];
