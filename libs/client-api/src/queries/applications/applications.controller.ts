import { Controller, Get, Param, Query } from '@nestjs/common';
import { Access, ApiDoc, integer, NotFoundError, object, oneOf, optional, string, validate, type Infer } from '@pennant/platform';
import { ApplicationReads, type ApplicationsPage } from './applications.store';
import {
  applicationAnswer,
  applicationOverviewAnswer,
  applicationsAnswer,
  instancesAnswer,
  type ApplicationAnswer,
  type ApplicationOverviewAnswer,
} from './applications.response';

const APP_NAME = string({ minLength: 1, maxLength: 255 });
const ENVIRONMENT = string({ minLength: 1, maxLength: 100 });

/** An application name from the path (400 when it cannot be one). */
export function appNameParam(appName: string): string {
  return validate(APP_NAME, appName, 'params.appName');
}

const digits = string({ maxLength: 10, pattern: /^\d+$/, patternHint: 'must be a non-negative integer' });
const listQuery = object({
  query: optional(string({ maxLength: 255 })),
  offset: optional(digits),
  limit: optional(digits),
  sortBy: optional(oneOf(['appName'] as const)),
  sortOrder: optional(oneOf(['asc', 'desc'] as const)),
});

/** `?query=&offset=&limit=&sortBy=appName&sortOrder=`: a name filter, a page (at most 1000, all by default), the order by name. */
function listPage(raw: unknown): ApplicationsPage {
  const q = validate(listQuery, raw ?? {}, 'query');
  return {
    query: q.query ? q.query : null,
    offset: q.offset === undefined ? 0 : validate(integer({ min: 0, max: 2147483647 }), Number(q.offset), 'query.offset'),
    limit: q.limit === undefined ? 1000 : validate(integer({ min: 1, max: 1000 }), Number(q.limit), 'query.limit'),
    sortOrder: q.sortOrder ?? 'asc',
  };
}

function found<T>(answer: T | null, appName: string): T {
  if (answer === null) throw new NotFoundError(`Could not find application ${appName}`);
  return answer;
}

/** The SDK applications seen, and one application's details, overview and instances (ADR 0054). */
@Controller('api/admin/metrics')
export class ApplicationsController {
  constructor(private readonly reads: ApplicationReads) {}

  @Access.authenticated()
  @Get('applications')
  @ApiDoc({
    summary: 'Applications whose SDKs registered, with the projects they use (?query=&offset=&limit=&sortBy=appName&sortOrder=)',
    tag: 'Client',
    query: {
      query: { type: 'string', maxLength: 255 },
      offset: { type: 'integer', minimum: 0 },
      limit: { type: 'integer', minimum: 1, maximum: 1000 },
      sortBy: { type: 'string', enum: ['appName'] },
      sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    },
    errors: [400, 401, 403],
    response: applicationsAnswer.json,
  })
  async list(@Query() query: unknown): Promise<Infer<typeof applicationsAnswer>> {
    return this.reads.list(listPage(query));
  }

  @Access.authenticated()
  @Get('applications/:appName')
  @ApiDoc({
    summary: "An application's details, instances and the flags it reported in the last 48 h",
    tag: 'Client',
    errors: [400, 401, 403, 404],
    response: applicationAnswer.json,
  })
  async details(@Param('appName') appName: string): Promise<ApplicationAnswer> {
    return found(await this.reads.details(appNameParam(appName)), appName);
  }

  @Access.authenticated()
  @Get('applications/:appName/overview')
  @ApiDoc({
    summary: "An application's projects, environments (instances, SDKs) and issues (missing flags and strategies)",
    tag: 'Client',
    errors: [400, 401, 403, 404],
    response: applicationOverviewAnswer.json,
  })
  async overview(@Param('appName') appName: string): Promise<ApplicationOverviewAnswer> {
    return found(await this.reads.overview(appNameParam(appName)), appName);
  }

  @Access.authenticated()
  @Get('instances/:appName/environment/:environment')
  @ApiDoc({
    summary: "An application's SDK instances in one environment",
    tag: 'Client',
    errors: [400, 401, 403, 404],
    response: instancesAnswer.json,
  })
  async instances(@Param('appName') appName: string, @Param('environment') environment: string): Promise<Infer<typeof instancesAnswer>> {
    const name = appNameParam(appName);
    const env = validate(ENVIRONMENT, environment, 'params.environment');
    if (!(await this.reads.exists(name))) throw new NotFoundError(`Could not find application ${appName}`);
    return { instances: await this.reads.instances(name, env) };
  }
}
