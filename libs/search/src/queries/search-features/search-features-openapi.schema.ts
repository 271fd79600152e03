// OpenAPI description of GET /api/admin/search/features, for the generated document. The
// patterns are the spec's, as documentation: validation is search-features-params-parser.logic.ts (linear time).
const GENERIC = '^(IS|IS_NOT|IS_ANY_OF|IS_NONE_OF):(.*?)(,([a-zA-Z0-9_]+))*$';
const LIST = '^(INCLUDE|DO_NOT_INCLUDE|INCLUDE_ALL_OF|INCLUDE_ANY_OF|EXCLUDE_IF_ANY_OF|EXCLUDE_ALL)';

export const SEARCH_FEATURES_QUERY_PARAMETERS: Record<string, Record<string, unknown>> = {
  query: { type: 'string', description: 'Substring of the name, description or a tag value (comma = any of several terms)' },
  project: { type: 'string', pattern: GENERIC },
  state: { type: 'string', pattern: GENERIC, description: 'active or stale' },
  type: { type: 'string', pattern: GENERIC },
  createdBy: { type: 'string', pattern: GENERIC, description: 'user ids' },
  tag: { type: 'string', pattern: `${LIST}:([^:,]+:.+?)(,\\s*[^:,]+:.+?)*$` },
  segment: { type: 'string', pattern: `${LIST}:(.*?)(,([a-zA-Z0-9_]+))*$` },
  status: { type: 'array', items: { type: 'string' }, description: 'environment:enabled or environment:disabled (repeated or comma list)' },
  offset: { type: 'string', pattern: '^\\d+$', default: '0' },
  limit: { type: 'string', pattern: '^\\d+$', default: '50', description: 'page size from 1 to 2147483647; above 100 is read as 100' },
  sortBy: { type: 'string', default: 'createdAt', description: 'name, createdAt, type, stale, project, lastSeenAt or environment:<name>' },
  sortOrder: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
  favoritesFirst: { type: 'string', enum: ['true', 'false'] },
  archived: { type: 'string', enum: ['true', 'false', 'IS:true', 'IS:false'], description: 'default: active flags only' },
  createdAt: { type: 'string', pattern: '^(IS_BEFORE|IS_ON_OR_AFTER):\\d{4}-\\d{2}-\\d{2}$' },
  lastSeenAt: {
    type: 'string',
    pattern: '^(IS_BEFORE|IS_ON_OR_AFTER):\\d{4}-\\d{2}-\\d{2}$',
    description: 'when an SDK last reported the flag (a flag never seen matches neither)',
  },
  lifecycle: {
    type: 'string',
    pattern: GENERIC,
    description: 'initial, pre-live, live, completed or archived (IS:archived lists the archived flags, as archived=IS:true)',
  },
  favorite: {
    type: 'string',
    pattern: '^(IS|IS_NOT|IS_ANY_OF|IS_NONE_OF):(true|false)(,(true|false))*$',
    description: "the caller's favourites",
  },
};

const nullableDate = { type: 'string', format: 'date-time', nullable: true };

export const searchFeaturesSchema: Record<string, unknown> = {
  title: 'searchFeaturesSchema',
  type: 'object',
  required: ['features'],
  properties: {
    total: { type: 'number' },
    features: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'name',
          'type',
          'description',
          'dependencyType',
          'project',
          'stale',
          'favorite',
          'impressionData',
          'createdAt',
          'environments',
          'segments',
          'createdBy',
        ],
        properties: {
          name: { type: 'string' },
          type: { type: 'string' },
          description: { type: 'string', nullable: true },
          // OpenAPI 3.0.3: `nullable` does not widen `enum`; null is listed.
          dependencyType: { type: 'string', enum: ['parent', 'child', null], nullable: true },
          project: { type: 'string' },
          stale: { type: 'boolean' },
          favorite: { type: 'boolean' },
          impressionData: { type: 'boolean' },
          createdAt: nullableDate,
          archivedAt: nullableDate,
          lastSeenAt: { ...nullableDate, deprecated: true },
          environments: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name', 'enabled'],
              properties: {
                changeRequestIds: {
                  type: 'array',
                  items: { type: 'integer' },
                  description: 'Pending change requests changing the flag in this environment',
                },
              },
            },
          },
          segments: { type: 'array', items: { type: 'string' } },
          tags: {
            type: 'array',
            nullable: true,
            items: {
              type: 'object',
              required: ['value', 'type', 'color'],
              properties: { value: { type: 'string' }, type: { type: 'string' }, color: { type: 'string', nullable: true } },
            },
          },
          lifecycle: { type: 'object', required: ['stage', 'enteredStageAt'] },
          createdBy: { type: 'object', required: ['id', 'name', 'imageUrl'] },
        },
      },
    },
  },
};
