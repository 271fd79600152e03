import type { JsonSchema } from '@pennant/platform';

const nullableString = { type: 'string', nullable: true };
const dateTime = { type: 'string', format: 'date-time' };

/** Response schemas named as in the spec. */
export const errorSchema: JsonSchema = {
  title: 'errorSchema',
  type: 'object',
  required: ['id', 'name', 'message', 'details'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['message'],
        properties: { message: { type: 'string' }, path: { type: 'string', description: 'the invalid input, e.g. body.name' } },
      },
    },
  },
};

export const eventSchema: JsonSchema = {
  title: 'eventSchema',
  type: 'object',
  required: ['id', 'createdAt', 'type', 'createdBy'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    createdAt: dateTime,
    type: { type: 'string' },
    createdBy: { type: 'string' },
    createdByUserId: { type: 'number', nullable: true },
    environment: nullableString,
    project: nullableString,
    featureName: nullableString,
    data: { type: 'object', nullable: true },
    preData: { type: 'object', nullable: true },
    tags: { type: 'array', nullable: true, items: { type: 'object', properties: { value: { type: 'string' }, type: { type: 'string' } } } },
    label: nullableString,
    summary: nullableString,
    groupId: { type: 'string', description: 'Shared by the events one action recorded (one append)' },
    groupType: { type: 'string', enum: ['transaction', 'change-request'] },
  },
};

export const eventsSchema: JsonSchema = {
  title: 'eventsSchema',
  type: 'object',
  required: ['version', 'events'],
  properties: { version: { type: 'integer', enum: [1] }, events: { type: 'array', items: eventSchema }, totalEvents: { type: 'integer' } },
};

/** `GET /api/admin/search/events` (a Pennant addition): one page, the total, and the log's head in the page's snapshot. */
export const eventSearchSchema: JsonSchema = {
  title: 'eventSearchSchema',
  type: 'object',
  required: ['events', 'total', 'head'],
  properties: {
    events: { type: 'array', items: eventSchema },
    total: { type: 'integer', minimum: 0, description: 'matching events over all pages' },
    head: {
      type: 'integer',
      minimum: 0,
      description:
        'the newest event id of the log when the page was read: stream from here (lastEventId) to follow on without gap or repeat',
    },
  },
};

export const featureEventsSchema: JsonSchema = {
  title: 'featureEventsSchema',
  type: 'object',
  required: ['events'],
  properties: {
    version: { type: 'integer', enum: [1] },
    toggleName: { type: 'string' },
    events: { type: 'array', items: eventSchema },
    totalEvents: { type: 'integer' },
  },
};

export const featureSchema: JsonSchema = {
  title: 'featureSchema',
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string' },
    type: { type: 'string' },
    description: nullableString,
    archived: { type: 'boolean' },
    project: { type: 'string' },
    enabled: { type: 'boolean' },
    stale: { type: 'boolean' },
    favorite: { type: 'boolean' },
    impressionData: { type: 'boolean' },
    createdAt: { ...dateTime, nullable: true },
    createdBy: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, imageUrl: { type: 'string' } } },
    archivedAt: { ...dateTime, nullable: true },
    lastSeenAt: { ...dateTime, nullable: true, deprecated: true },
    environments: { type: 'array', items: { type: 'object', properties: { yes: { type: 'integer' }, no: { type: 'integer' } } } },
    variants: { type: 'array', items: { type: 'object' }, deprecated: true },
    strategies: { type: 'array', items: { type: 'object' }, deprecated: true },
    tags: { type: 'array', nullable: true, items: { type: 'object' } },
    children: { type: 'array', items: { type: 'string' } },
    lifecycle: { type: 'object', properties: { stage: { type: 'string' }, enteredStageAt: dateTime } },
    dependencies: { type: 'array', items: { type: 'object' } },
    collaborators: { type: 'object', properties: { users: { type: 'array', items: { type: 'object' } } } },
    links: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'url'],
        properties: { id: { type: 'string' }, url: { type: 'string' }, title: nullableString },
      },
    },
  },
};

/** `GET /api/admin/projects/{projectId}/features`: the project's active flags, each a featureSchema. */
export const projectFeaturesSchema: JsonSchema = {
  title: 'projectFeaturesSchema',
  type: 'object',
  required: ['version', 'features'],
  properties: { version: { type: 'integer', enum: [1] }, features: { type: 'array', items: featureSchema } },
};

export const changeRequestsCountSchema: JsonSchema = {
  title: 'changeRequestsCountSchema',
  type: 'object',
  required: ['total', 'applied', 'rejected', 'reviewRequired', 'approved', 'scheduled'],
  properties: Object.fromEntries(
    ['total', 'applied', 'rejected', 'reviewRequired', 'approved', 'scheduled'].map((k) => [k, { type: 'number' }]),
  ),
};

export const changeRequestSchema: JsonSchema = {
  title: 'changeRequestSchema',
  type: 'object',
  required: ['id', 'environment', 'project', 'features', 'segments', 'createdBy', 'createdAt', 'state'],
  properties: {
    id: { type: 'number' },
    title: { type: 'string' },
    environment: { type: 'string' },
    minApprovals: { type: 'number', deprecated: true },
    project: { type: 'string' },
    features: { type: 'array', items: { type: 'object' } },
    segments: { type: 'array', items: { type: 'object' } },
    approvals: { type: 'array', items: { type: 'object' } },
    rejections: { type: 'array', items: { type: 'object' } },
    comments: { type: 'array', items: { type: 'object' } },
    createdBy: { type: 'object', properties: { username: nullableString, imageUrl: nullableString } },
    createdAt: dateTime,
    state: { type: 'string', enum: ['Draft', 'In review', 'Approved', 'Applied', 'Cancelled', 'Rejected', 'Scheduled'] },
  },
};

export const changeRequestsSchema: JsonSchema = { title: 'changeRequestsSchema', type: 'array', items: changeRequestSchema };

export const personalDashboardSchema: JsonSchema = {
  title: 'personalDashboardSchema',
  type: 'object',
  required: ['admins', 'projectOwners', 'projects', 'flags'],
  properties: {
    admins: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          username: { type: 'string' },
          imageUrl: { type: 'string' },
          email: { type: 'string' },
        },
      },
    },
    projectOwners: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ownerType', 'name'],
        properties: {
          ownerType: { type: 'string', enum: ['user'] },
          name: { type: 'string' },
          imageUrl: nullableString,
          email: nullableString,
        },
      },
    },
    projects: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'health', 'memberCount', 'featureCount'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          health: { type: 'integer', minimum: 0, maximum: 100 },
          memberCount: { type: 'integer' },
          featureCount: { type: 'integer' },
        },
      },
    },
    flags: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'project', 'type'],
        properties: { name: { type: 'string' }, project: { type: 'string' }, type: { type: 'string' } },
      },
    },
  },
};

const nullableInteger = { type: 'integer', nullable: true };

export const personalDashboardProjectDetailsSchema: JsonSchema = {
  title: 'personalDashboardProjectDetailsSchema',
  type: 'object',
  required: ['insights', 'onboardingStatus', 'latestEvents', 'owners', 'roles'],
  properties: {
    insights: {
      type: 'object',
      required: [
        'avgHealthCurrentWindow',
        'avgHealthPastWindow',
        'totalFlags',
        'activeFlags',
        'staleFlags',
        'potentiallyStaleFlags',
        'health',
      ],
      properties: {
        avgHealthCurrentWindow: nullableInteger,
        avgHealthPastWindow: nullableInteger,
        totalFlags: { type: 'integer' },
        activeFlags: { type: 'integer' },
        staleFlags: { type: 'integer' },
        potentiallyStaleFlags: { type: 'integer' },
        health: { type: 'integer' },
      },
    },
    onboardingStatus: {
      oneOf: [
        {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: ['onboarding-started', 'onboarded'] } },
          additionalProperties: false,
        },
        {
          type: 'object',
          required: ['status', 'feature'],
          properties: { status: { type: 'string', enum: ['first-flag-created'] }, feature: { type: 'string' } },
          additionalProperties: false,
        },
      ],
    },
    latestEvents: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'summary', 'createdBy', 'createdByImageUrl', 'createdAt'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          summary: nullableString,
          createdBy: { type: 'string' },
          createdByImageUrl: { type: 'string' },
          createdAt: dateTime,
        },
      },
    },
    owners: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ownerType'],
        properties: { ownerType: { type: 'string', enum: ['user', 'group', 'system'] }, name: { type: 'string' } },
      },
    },
    roles: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'id', 'type'],
        properties: { name: { type: 'string' }, id: { type: 'integer' }, type: { type: 'string', enum: ['custom', 'project'] } },
      },
    },
  },
};
