import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { written } from '@pennant/core';
import { Access, ApiDoc, array, CurrentPrincipal, named, object, string, validate, type Principal } from '@pennant/platform';
import { exportResultSchema } from '../../domain/export-result';
import { type ImportProblem } from '../../domain/import-plan';
import { ImportFeaturesCommand } from './import-features.command';

/** Body of POST /api/admin/features-batch/import and /validate (Unleash's importTogglesSchema). */
export const importSchema = named(
  'importTogglesSchema',
  object({
    project: string({ minLength: 1, maxLength: 100 }),
    environment: string({ minLength: 1, maxLength: 100 }),
    data: exportResultSchema,
  }),
);

/** Unleash's importTogglesValidateSchema: the problems that would refuse the import (ADR 0050). */
const importProblem = named(
  'importTogglesValidateItemSchema',
  object({ message: string(), affectedItems: array(string(), { maxItems: 100000 }) }, { strict: true }),
);

const importProblems = array(importProblem, { maxItems: 100000 });

const importValidationAnswer = named(
  'importTogglesValidateSchema',
  object({ errors: importProblems, warnings: importProblems, permissions: importProblems }, { strict: true }),
);

@Controller('api/admin/features-batch')
export class ImportFeaturesController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200, empty: everything imported, or 400 listing every problem (nothing imported). */
  @Access.permission('CREATE_FEATURE')
  @Post('import')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Import exported flags into a project and environment, atomically (features-imported)',
    tag: 'Import/export',
    body: importSchema.json,
    errors: [400, 403, 404, 409],
  })
  async import(@Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(importSchema, body);
    return written(
      await this.commands.execute(new ImportFeaturesCommand(principal.actor, input.project, input.environment, input.data, false)),
    );
  }

  /** Unleash's importTogglesValidateSchema: `{errors, warnings, permissions}`; nothing is written. */
  @Access.permission('CREATE_FEATURE')
  @Post('validate')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Check an import without importing: the problems that would refuse it',
    tag: 'Import/export',
    body: importSchema.json,
    errors: [400, 403, 404],
    response: importValidationAnswer.json,
  })
  async validate(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ errors: ImportProblem[]; warnings: ImportProblem[]; permissions: ImportProblem[] }> {
    const input = validate(importSchema, body);
    const { plan } = await this.commands.execute(
      new ImportFeaturesCommand(principal.actor, input.project, input.environment, input.data, true),
    );
    return { errors: plan.errors, warnings: [], permissions: [] };
  }
}
