import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { written } from '@pennant/core';
import {
  Access,
  ApiDoc,
  array,
  BadDataError,
  boolean,
  CurrentPrincipal,
  named,
  object,
  optional,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { exportResultSchema } from '../../domain/export-result';
import { ExportFeaturesCommand } from './export-features.command';

/** Body of POST /api/admin/features-batch/export (Unleash's exportQuerySchema): the flags by name, by project or by tag. */
export const exportQuerySchema = named(
  'exportQuerySchema',
  object({
    environment: string({ minLength: 1, maxLength: 100 }),
    features: optional(array(string({ minLength: 1, maxLength: 100 }), { maxItems: 1000 })),
    project: optional(string({ minLength: 1, maxLength: 100 })),
    tag: optional(string({ minLength: 3, maxLength: 151, pattern: /^[^:]+:.+$/, patternHint: 'type:value' })),
    downloadFile: optional(boolean()),
  }),
);

@Controller('api/admin/features-batch')
export class ExportFeaturesController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200 with Unleash's exportResultSchema (as a file with `downloadFile: true`). */
  @Access.authenticated()
  @Post('export')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Export flags with their configuration in one environment (features-exported)',
    tag: 'Import/export',
    body: exportQuerySchema.json,
    errors: [400, 404],
    response: exportResultSchema.json,
  })
  async export(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(exportQuerySchema, body);
    if (!input.features?.length && !input.project && !input.tag)
      throw new BadDataError('Name the flags to export: features, project or tag.', [
        { path: 'body.features', message: 'one of features, project, tag is required' },
      ]);
    const { result, receipt } = await this.commands.execute(new ExportFeaturesCommand(principal.actor, input));
    if (input.downloadFile)
      void reply.header('content-disposition', `attachment; filename="export-${new Date().toISOString().slice(0, 10)}.json"`);
    return written(receipt, result);
  }
}
