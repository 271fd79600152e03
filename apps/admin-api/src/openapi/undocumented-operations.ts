/**
 * Operations that answer 2xx JSON whose OpenAPI document does not yet describe the answer
 * (issue 31 §6, ADR 0050). This list may only shrink: openapi.unit.spec.ts fails when an
 * operation is missing a response schema and is not listed here, and when a listed operation has
 * one (remove it) or no longer exists.
 */
export const UNDOCUMENTED_OPERATIONS: readonly string[] = [
  // Half A (Features, Context, Segments, Client, Frontend, Events, Signals, …)
  'get /api/client/delta', // Client
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
