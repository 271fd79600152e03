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
  // Half B (Projects, Environments, Users, API tokens, Addons, …)
  'get /api/admin/addons', // Addons
  'post /api/admin/addons', // Addons
  'delete /api/admin/addons/{id}', // Addons
  'get /api/admin/addons/{id}', // Addons
  'put /api/admin/addons/{id}', // Addons
  'get /api/admin/api-tokens', // API tokens
  'post /api/admin/api-tokens', // API tokens
  'delete /api/admin/api-tokens/{token}', // API tokens
  'put /api/admin/api-tokens/{token}', // API tokens
  'delete /api/admin/api-tokens/fingerprint/{fingerprint}', // API tokens
  'get /api/admin/banners', // Banners
  'post /api/admin/banners', // Banners
  'delete /api/admin/banners/{id}', // Banners
  'get /api/admin/banners/{id}', // Banners
  'put /api/admin/banners/{id}', // Banners
  'post /api/admin/banners/{id}/off', // Banners
  'post /api/admin/banners/{id}/on', // Banners
  'get /api/admin/environments', // environments
  'post /api/admin/environments', // environments
  'delete /api/admin/environments/{name}', // environments
  'get /api/admin/environments/{name}', // environments
  'get /api/admin/environments/project/{projectId}', // Environments
  'put /api/admin/environments/update/{name}', // environments
  'get /api/admin/groups', // Groups
  'post /api/admin/groups', // Groups
  'delete /api/admin/groups/{id}', // Groups
  'get /api/admin/groups/{id}', // Groups
  'put /api/admin/groups/{id}', // Groups
  'get /api/admin/projects', // projects
  'post /api/admin/projects', // Projects
  'delete /api/admin/projects/{projectId}', // Projects
  'get /api/admin/projects/{projectId}', // projects
  'put /api/admin/projects/{projectId}', // Projects
  'get /api/admin/projects/{projectId}/access', // Project access
  'post /api/admin/projects/{projectId}/access', // Project access
  'get /api/admin/projects/{projectId}/api-tokens', // API tokens
  'post /api/admin/projects/{projectId}/api-tokens', // API tokens
  'delete /api/admin/projects/{projectId}/api-tokens/{token}', // API tokens
  'post /api/admin/projects/{projectId}/environments', // Projects
  'delete /api/admin/projects/{projectId}/environments/{environment}', // Projects
  'delete /api/admin/projects/{projectId}/favorites', // projects
  'post /api/admin/projects/{projectId}/favorites', // projects
  'delete /api/admin/projects/{projectId}/features/{featureName}/dependencies', // projects
  'post /api/admin/projects/{projectId}/features/{featureName}/dependencies', // projects
  'delete /api/admin/projects/{projectId}/features/{featureName}/dependencies/{parent}', // projects
  'post /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/off', // projects
  'post /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/on', // projects
  'get /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies', // projects
  'post /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies', // projects
  'delete /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}', // projects
  'get /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}', // projects
  'put /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}', // projects
  'post /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/set-sort-order', // projects
  'patch /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants', // projects
  'put /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants', // projects
  'delete /api/admin/projects/{projectId}/features/{featureName}/favorites', // projects
  'post /api/admin/projects/{projectId}/features/{featureName}/favorites', // projects
  'patch /api/admin/projects/{projectId}/features/{featureName}/variants', // projects
  'put /api/admin/projects/{projectId}/features/{featureName}/variants', // projects
  'put /api/admin/projects/{projectId}/features/{featureName}/variants-batch', // projects
  'delete /api/admin/projects/{projectId}/groups/{id}/roles', // Project access
  'put /api/admin/projects/{projectId}/groups/{id}/roles', // Project access
  'delete /api/admin/projects/{projectId}/groups/{id}/roles/{roleId}', // Project access
  'post /api/admin/projects/{projectId}/groups/{id}/roles/{roleId}', // Project access
  'put /api/admin/projects/{projectId}/groups/{id}/roles/{roleId}', // Project access
  'get /api/admin/projects/{projectId}/overview', // Projects
  'delete /api/admin/projects/{projectId}/users/{id}/roles', // Project access
  'put /api/admin/projects/{projectId}/users/{id}/roles', // Project access
  'delete /api/admin/projects/{projectId}/users/{id}/roles/{roleId}', // Project access
  'post /api/admin/projects/{projectId}/users/{id}/roles/{roleId}', // Project access
  'put /api/admin/projects/{projectId}/users/{id}/roles/{roleId}', // Project access
  'post /api/admin/projects/archive/{projectId}', // Projects
  'post /api/admin/projects/revive/{projectId}', // Projects
  'get /api/admin/roles', // Roles
  'post /api/admin/roles', // Roles
  'delete /api/admin/roles/{id}', // Roles
  'get /api/admin/roles/{id}', // Roles
  'put /api/admin/roles/{id}', // Roles
  'get /api/admin/service-account', // Service accounts
  'post /api/admin/service-account', // Service accounts
  'delete /api/admin/service-account/{id}', // Service accounts
  'get /api/admin/service-account/{id}', // Service accounts
  'put /api/admin/service-account/{id}', // Service accounts
  'get /api/admin/service-account/{id}/token', // Service accounts
  'post /api/admin/service-account/{id}/token', // Service accounts
  'delete /api/admin/service-account/{id}/token/{tokenId}', // Service accounts
  'get /api/admin/user', // Users
  'get /api/admin/user-admin', // Users
  'post /api/admin/user-admin', // Users
  'delete /api/admin/user-admin/{id}', // Users
  'get /api/admin/user-admin/{id}', // Users
  'put /api/admin/user-admin/{id}', // Users
  'post /api/admin/user-admin/{id}/change-password', // Users
  'get /api/admin/user-admin/{id}/tokens', // Personal access tokens
  'post /api/admin/user-admin/{id}/tokens', // Personal access tokens
  'post /api/admin/user/change-password', // Users
  'get /api/admin/user/tokens', // Personal access tokens
  'post /api/admin/user/tokens', // Personal access tokens
  'delete /api/admin/user/tokens/{id}', // Personal access tokens
  'post /auth/simple/login', // Sign-in
  'post /logout', // Sign-in
];
