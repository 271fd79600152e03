import { Controller, Get, Param } from '@nestjs/common';
import { Access, ApiDoc, NotFoundError, string, validate, type Infer } from '@pennant/platform';
import { ApplicationReads } from './application-reads';
import {
  applicationAnswer,
  applicationOverviewAnswer,
  applicationsAnswer,
  instancesAnswer,
  type ApplicationAnswer,
  type ApplicationOverviewAnswer,
} from './applications.answers';

const APP_NAME = string({ minLength: 1, maxLength: 255 });
const ENVIRONMENT = string({ minLength: 1, maxLength: 100 });

/** An application name from the path (400 when it cannot be one). */
export function appNameParam(appName: string): string {
  return validate(APP_NAME, appName, 'params.appName');
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
  @ApiDoc({ summary: 'Applications whose SDKs registered', tag: 'Client', errors: [401, 403], response: applicationsAnswer.json })
  async list(): Promise<Infer<typeof applicationsAnswer>> {
    return { applications: await this.reads.list() };
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
