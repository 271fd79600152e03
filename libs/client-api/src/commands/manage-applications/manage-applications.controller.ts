import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import {
  Access,
  ApiDoc,
  CurrentPrincipal,
  logger,
  named,
  NotFoundError,
  nullable,
  object,
  optional,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { appNameParam } from '../../queries/applications/applications.controller';
import { ApplicationDetailsStore } from './manage-applications.store';

const text = (maxLength: number) => optional(nullable(string({ maxLength })));

/** Unleash's createApplicationSchema, the fields an admin edits (others, e.g. `appName`, are ignored). */
export const updateApplicationSchema = named(
  'createApplicationSchema',
  object({
    description: text(1000),
    url: optional(
      nullable(string({ maxLength: 1000, pattern: /^(https?:\/\/\S+)?$/, patternHint: 'an http:// or https:// URL (or empty)' })),
    ),
    color: optional(
      nullable(string({ maxLength: 50, pattern: /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{0,40})$/, patternHint: 'a #hex colour or a colour name' })),
    ),
    icon: text(100),
  }),
);

/** Who changed an application, for the log: these writes record no event (ADR 0054). */
function actorOf(principal: Principal) {
  return { actor: principal.actor.name, actorId: principal.actor.id, actorKind: principal.actor.kind };
}

/**
 * Editing and deleting an SDK application (ADR 0054): operational data, no event; each write is
 * logged with its actor. Unleash's UPDATE_APPLICATION/DELETE_APPLICATION map to ADMIN here.
 */
@Controller('api/admin/metrics/applications')
export class ManageApplicationsController {
  constructor(private readonly store: ApplicationDetailsStore) {}

  @Access.permission('ADMIN')
  @Post(':appName')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: "Sets an application's description, url, color or icon (absent = keep, null = clear); no event",
    tag: 'Client',
    body: updateApplicationSchema.json,
    errors: [400, 401, 403, 404, 415],
  })
  async update(@CurrentPrincipal() principal: Principal, @Param('appName') appName: string, @Body() body: unknown): Promise<void> {
    const name = appNameParam(appName);
    const change = validate(updateApplicationSchema, body);
    if (!(await this.store.update(name, change))) throw new NotFoundError(`Could not find application ${name}`);
    logger.info('application details updated', { appName: name, fields: Object.keys(change), ...actorOf(principal) });
  }

  @Access.permission('ADMIN')
  @Delete(':appName')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Deletes an application with its instances and usage counts (200 also when unknown, as in Unleash); no event',
    tag: 'Client',
    errors: [400, 401, 403],
  })
  async remove(@CurrentPrincipal() principal: Principal, @Param('appName') appName: string): Promise<void> {
    const name = appNameParam(appName);
    const removed = await this.store.remove(name);
    if (removed) logger.info('application deleted', { appName: name, ...actorOf(principal) });
  }
}
