import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { ContextFieldFacts } from '@pennant/context-fields';
import { FeatureUsageFacts, GetFeatureQuery, type FeatureResponse } from '@pennant/features';
import { NotFoundError } from '@pennant/platform';
import { type ExportResult } from '../../domain/export-result';
import { EnvironmentFacts } from '@pennant/projects';
import { SegmentFacts } from '@pennant/segments';
import { TagRegistryFacts } from '@pennant/tags';
import { ExportFeaturesCommand } from './export-features.command';

/** The stream every export is recorded in (`features-exported`): who took which flags out. */
export const EXPORTS_STREAM = 'feature-exports';

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
