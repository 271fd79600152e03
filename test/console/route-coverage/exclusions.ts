import type { Operation } from './console-calls';

/**
 * Admin operations the console does not call, on purpose (ADR 0048). Every entry says why; an
 * operation that is neither called nor listed fails `route-coverage.unit.spec.ts`.
 */
const ONE_ITEM = 'one item read: the console reads the list, which answers every item in full';
const VALIDATE =
  'a dry-run check: the console checks bodies against the published schema before sending, and the write answers the same refusal';
const ALIAS = 'Unleash-compatible alias of an operation the console uses';
const LEGACY_EVENTS =
  "Unleash's older event-log reads; the history area reads the event search, which answers the same events with filters";
const UNLEASH_UI = "read by Unleash's own admin UI";

export const NOT_CALLED: Readonly<Partial<Record<Operation, string>>> = {
  // One-item reads behind a list the console already shows.
  'GET /api/admin/addons/{id}': ONE_ITEM,
  'GET /api/admin/banners/{id}': ONE_ITEM,
  'GET /api/admin/context/{name}': ONE_ITEM,
  'GET /api/admin/environments/{name}': ONE_ITEM,
  'GET /api/admin/groups/{id}': ONE_ITEM,
  'GET /api/admin/roles/{id}': ONE_ITEM,
  'GET /api/admin/service-account/{id}': ONE_ITEM,
  'GET /api/admin/service-account/{id}/token': 'the service-account list answers each account with its tokens',
  'GET /api/admin/strategies/{name}': ONE_ITEM,
  'GET /api/admin/tag-types/{name}': ONE_ITEM,
  'GET /api/admin/user-admin/{id}': ONE_ITEM,
  'GET /api/admin/invite-link/tokens/{token}': ONE_ITEM,
  'GET /api/admin/tags/{type}': 'tags are picked per flag from GET /api/admin/tags',
  'GET /api/admin/tags/{type}/{value}': 'tags are picked per flag from GET /api/admin/tags',
  'GET /api/admin/signal-endpoints/{id}/tokens': 'the endpoint read answers its tokens',
  'GET /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}':
    'the flag read answers every environment in full',
  'GET /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies':
    'the flag read answers every strategy',
  'GET /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}':
    'the flag read answers every strategy',
  'GET /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants':
    'the flag read answers every environment with its variants',
  'GET /api/admin/projects/{projectId}/features/{featureName}/lifecycle': 'the flag read answers its lifecycle stage',
  'GET /api/admin/projects/{projectId}/features/{featureName}/parents':
    'the dependency editor offers the project flags from the flag search',
  'GET /api/admin/projects/{projectId}/dependencies': 'the flag read answers its dependencies',
  'GET /api/admin/projects/{projectId}/overview':
    "the project page's overview tab shows the project read and the dashboard's project details",
  'GET /api/admin/environments/project/{projectId}': 'the project read answers its environments',
  'GET /api/admin/archive/features': 'the archived flags are read from the flag search (archived=true)',
  'GET /api/admin/archive/features/{projectId}': 'the archived flags are read from the flag search (archived=true, project)',
  'GET /api/admin/projects/{projectId}/features/{featureName}/diff': 'change requests show their diff computed from the change itself',
  // Dry runs.
  'POST /api/admin/constraints/validate': VALIDATE,
  'POST /api/admin/features/validate': VALIDATE,
  'POST /api/admin/context/validate': VALIDATE,
  'POST /api/admin/segments/validate': VALIDATE,
  'POST /api/admin/tag-types/validate': VALIDATE,
  // Aliases of what the console does another way.
  'DELETE /api/admin/api-tokens/{token}': `${ALIAS}: the console revokes by fingerprint (ADR 0042), as the secret is shown only at creation`,
  'DELETE /api/admin/projects/{projectId}/features/{featureName}': `${ALIAS}: the flag page archives with PUT {archived: true}`,
  'POST /api/admin/projects/{projectId}/archive': `${ALIAS}: bulk archive; the flag page archives one flag`,
  'POST /api/admin/projects/{projectId}/delete': `${ALIAS}: bulk delete of archived flags; the flag page deletes one`,
  'POST /api/admin/projects/{projectId}/revive': `${ALIAS}: bulk revive; the flag page revives one`,
  'PATCH /api/admin/projects/{projectId}/features/{featureName}': `${ALIAS}: JSON-patch of the flag; the console writes the same fields with PUT`,
  'PATCH /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}': `${ALIAS}: JSON-patch of a strategy; the console writes it with PUT`,
  'PATCH /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants': `${ALIAS}: JSON-patch of environment variants; the console writes them with PUT`,
  'PATCH /api/admin/projects/{projectId}/features/{featureName}/variants': `${ALIAS}: flag-wide variants (Unleash 4); the console edits variants per environment`,
  'PUT /api/admin/projects/{projectId}/features/{featureName}/variants': `${ALIAS}: flag-wide variants (Unleash 4); the console edits variants per environment`,
  'PUT /api/admin/projects/{projectId}/features/{featureName}/variants-batch': `${ALIAS}: the same variants in several environments; the console edits one environment`,
  'PUT /api/admin/features/{featureName}/tags': `${ALIAS}: bulk tag add/remove; the flag page adds and removes one tag`,
  'PUT /api/admin/projects/{projectId}/tags': `${ALIAS}: bulk tagging of many flags`,
  'DELETE /api/admin/projects/{projectId}/features/{featureName}/dependencies': `${ALIAS}: removes every parent; the flag page removes one`,
  'POST /api/admin/projects/{projectId}/users/{id}/roles/{roleId}': `${ALIAS}: one role per call; the members tab sets all roles with POST …/access and PUT …/users/{id}/roles`,
  'PUT /api/admin/projects/{projectId}/users/{id}/roles/{roleId}': `${ALIAS}: one role per call; the members tab sets all roles with PUT …/users/{id}/roles`,
  'DELETE /api/admin/projects/{projectId}/users/{id}/roles/{roleId}': `${ALIAS}: one role per call; the members tab removes with DELETE …/users/{id}/roles`,
  'POST /api/admin/projects/{projectId}/groups/{id}/roles/{roleId}': `${ALIAS}: one role per call; the members tab sets all roles with POST …/access and PUT …/groups/{id}/roles`,
  'PUT /api/admin/projects/{projectId}/groups/{id}/roles/{roleId}': `${ALIAS}: one role per call; the members tab sets all roles with PUT …/groups/{id}/roles`,
  'DELETE /api/admin/projects/{projectId}/groups/{id}/roles/{roleId}': `${ALIAS}: one role per call; the members tab removes with DELETE …/groups/{id}/roles`,
  'POST /api/admin/signal-endpoints/{id}/toggle-on': `${ALIAS}: the console uses …/on`,
  'POST /api/admin/signal-endpoints/{id}/toggle-off': `${ALIAS}: the console uses …/off`,
  'POST /api/admin/tags': `${ALIAS}: a tag is created by tagging a flag (POST /api/admin/features/{featureName}/tags)`,
  'GET /api/admin/events': LEGACY_EVENTS,
  'GET /api/admin/events/{featureName}': LEGACY_EVENTS,
  'GET /api/admin/event-creators': 'the history filters by author as typed (id or name), which the search matches',
  'GET /api/admin/signals': "the endpoint page lists the endpoint's received signals",
  // Addressed by a secret the console never holds after creation.
  'PUT /api/admin/api-tokens/{token}':
    "Unleash's expiry change by secret; the console never holds a secret after creation and changes expiry by fingerprint (ADR 0047)",
  'DELETE /api/admin/projects/{projectId}/api-tokens/{token}': `${ALIAS}: the project's API tokens tab revokes by fingerprint (ADR 0042), as the secret is shown only at creation`,
  // Read by Unleash's own admin UI (ADR 0059); Pennant's console shows the same facts elsewhere.
  'GET /api/admin/projects/{projectId}/context': `${UNLEASH_UI}: project-scoped context fields; the console's context fields are global`,
  'GET /api/admin/projects/{projectId}/features/{featureName}/parent-variants': `${UNLEASH_UI}: the flag page reads the parent's variants from the flag read`,
  'GET /api/admin/flag-creators': `${UNLEASH_UI}: the flags list filters by author as typed`,
  'GET /api/admin/projects/{projectId}/flag-creators': `${UNLEASH_UI}: the flags list filters by author as typed`,
  'GET /api/admin/lifecycle/count': `${UNLEASH_UI}: the flags list shows each flag's stage and filters by it`,
  'POST /api/admin/projects/{projectId}/archive/validate': `${VALIDATE} (Unleash's UI asks before archiving several flags)`,
  'GET /api/admin/instance-admin/statistics': `${UNLEASH_UI}: the operations area shows projections, readiness and metrics instead`,
  'GET /api/admin/maintenance': `${UNLEASH_UI}: the console reads maintenance mode from ui-config`,
  'POST /api/admin/playground/advanced': `${UNLEASH_UI}: the console's playground evaluates one environment and context per query in the URL`,
  'GET /api/admin/projects/{projectId}/status': `${UNLEASH_UI}: the project page shows its details from the personal dashboard read`,
  'GET /api/admin/telemetry/settings': `${UNLEASH_UI}: Pennant sends no telemetry`,
  'POST /api/admin/feedback': `${UNLEASH_UI}: its feedback prompts`,
  'PUT /api/admin/feedback/{id}': `${UNLEASH_UI}: its feedback prompts`,
  'GET /api/admin/user/profile': `${UNLEASH_UI}: the profile page reads the user and their tokens`,
  'POST /api/admin/projections/replay':
    'an investigation tool (`pennant replay`): it fills read-model tables in a scratch schema for SQL, nothing a screen shows',
};
