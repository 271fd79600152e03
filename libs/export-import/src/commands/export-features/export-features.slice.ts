import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { CommandExecutor, written, type WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { ContextFieldFacts } from '@pennant/context-fields';
import { FeatureUsageFacts, GetFeatureQuery, type FeatureResponse } from '@pennant/features';
import {
  Access,
  ApiDoc,
  array,
  BadDataError,
  boolean,
  CurrentPrincipal,
  named,
  NotFoundError,
  object,
  optional,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { exportResultSchema, type ExportResult } from '../../domain/export-result';
import { EnvironmentFacts } from '@pennant/projects';
import { SegmentFacts } from '@pennant/segments';
import { TagRegistryFacts } from '@pennant/tags';

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

/** The stream every export is recorded in (`features-exported`): who took which flags out. */
export const EXPORTS_STREAM = 'feature-exports';

export class ExportFeaturesCommand extends Command<{ result: ExportResult; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly query: { environment: string; features?: string[]; project?: string; tag?: string },
  ) {
    super();
  }
}

@CommandHandler(ExportFeaturesCommand)
export class ExportFeaturesHandler implements ICommandHandler<ExportFeaturesCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly environments: EnvironmentFacts,
    private readonly flagFacts: FeatureUsageFacts,
    private readonly segmentFacts: SegmentFacts,
    private readonly contextFieldFacts: ContextFieldFacts,
    private readonly tagFacts: TagRegistryFacts,
    private readonly queries: QueryBus,
  ) {}

  /** Reads the flags from the read models, then records `features-exported` (an export is an audited act). */
  async execute({ actor, query }: ExportFeaturesCommand): Promise<{ result: ExportResult; receipt: WriteReceipt }> {
    if (!(await this.environments.exists(query.environment))) throw new NotFoundError(`Environment "${query.environment}" does not exist.`);
    const [tagType, ...tagValue] = (query.tag ?? '').split(':');
    const rows = await this.flagFacts.activeFlagsSelected({
      names: query.features,
      project: query.project,
      tag: query.tag ? { type: tagType, value: tagValue.join(':') } : undefined,
    });
    const missing = (query.features ?? []).filter((name) => !rows.some((r) => r.name === name));
    if (missing.length > 0) throw new NotFoundError(`Could not find the flag(s) ${missing.join(', ')} (archived flags are not exported).`);

    const flags = (await Promise.all(rows.map((r) => this.queries.execute(new GetFeatureQuery(r.project, r.name, false))))).filter(
      (f): f is FeatureResponse => f !== null,
    );
    const inEnv = (f: FeatureResponse) => f.environments.find((e) => e.name === query.environment);
    const strategies = flags.flatMap((f) =>
      (inEnv(f)?.strategies ?? []).map((s) => ({
        name: s.name,
        id: s.id,
        featureName: f.name,
        title: s.title,
        parameters: s.parameters,
        constraints: s.constraints,
        variants: s.variants,
        segments: s.segments,
        sortOrder: s.sortOrder,
        disabled: s.disabled,
      })),
    );
    const segmentIds = [...new Set(strategies.flatMap((s) => s.segments))];
    const contextNames = [...new Set(strategies.flatMap((s) => s.constraints.map((c) => c.contextName)))];
    const tags = flags.flatMap((f) => f.tags.map((t) => ({ featureName: f.name, tagType: t.type, tagValue: t.value })));
    const [segments, contextFields, tagTypes] = await Promise.all([
      this.segmentFacts.named(segmentIds),
      this.contextFieldFacts.definitionsOf(contextNames),
      this.tagFacts.typesNamed(tags.map((t) => t.tagType)),
    ]);
    const result: ExportResult = {
      features: flags.map((f) => ({
        name: f.name,
        description: f.description,
        type: f.type,
        project: f.project,
        stale: f.stale,
        impressionData: f.impressionData,
      })),
      featureStrategies: strategies,
      featureEnvironments: flags.map((f) => ({
        name: f.name,
        featureName: f.name,
        environment: query.environment,
        enabled: inEnv(f)?.enabled ?? false,
        variants: inEnv(f)?.variants ?? [],
      })),
      contextFields,
      featureTags: tags,
      segments,
      tagTypes,
      dependencies: flags.filter((f) => f.dependencies.length > 0).map((f) => ({ feature: f.name, dependencies: f.dependencies })),
    };
    const receipt = await this.executor.record(actor, [
      {
        streamId: EXPORTS_STREAM,
        expectedVersion: 'any',
        events: [
          {
            type: 'features-exported',
            data: { environment: query.environment, data: { features: flags.map((f) => f.name), environment: query.environment } },
          },
        ],
      },
    ]);
    return { result, receipt };
  }
}

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
