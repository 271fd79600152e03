import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { contextFieldDecider, contextFieldStreamId, type ContextFieldsState } from '@pennant/context-fields';
import { CommandExecutor, type PlannedAppend, type StreamReader, NOTHING_WRITTEN, type WriteReceipt } from '@pennant/core';
import type { DomainEvent } from '@pennant/events';
import { FeatureFacts, featureDecider, featureStreamId, type DependencyFacts, type FeatureState } from '@pennant/features';
import { BadDataError, CLOCK, ID_GENERATOR, NotFoundError, type Clock, type IdGenerator } from '@pennant/platform';
import { tagDecider, tagStreamId, tagTypeDecider, tagTypeStreamId, type TagState, type TagTypeState } from '@pennant/tags';
import { type ExportResult } from '../../domain/export-result';
import { dependencyKey, planImport, type ImportContext, type ImportPlan } from '../../domain/import-plan';
import { EnvironmentFacts, ProjectFacts } from '@pennant/projects';
import { SegmentFacts } from '@pennant/segments';
import { ImportFeaturesCommand } from './import-features.command';

/** The stream every import is recorded in (`features-imported`). */
export const IMPORTS_STREAM = 'feature-imports';

/**
 * One import = ONE multi-stream append: the missing tag types, tags and context fields (each on
 * its own stream), every flag's events and `features-imported`, each stream at the version it was
 * decided on. Either all of it lands or nothing does; a concurrent change of any of them re-runs
 * the decision (the command executor's retry).
 */
@CommandHandler(ImportFeaturesCommand)
export class ImportFeaturesHandler implements ICommandHandler<ImportFeaturesCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
    private readonly projects: ProjectFacts,
    private readonly environments: EnvironmentFacts,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({
    actor,
    project,
    environment,
    data,
    dryRun,
  }: ImportFeaturesCommand): Promise<{ plan: ImportPlan; receipt: WriteReceipt }> {
    const facts = new FeatureFacts(this.dataSource);
    if (!(await this.projects.isActive(project))) throw new NotFoundError(`No project with id "${project}" exists.`);
    if (!dryRun) await facts.assertDirectEditAllowed(project, environment);
    const projectEnvironments = await this.environments.ofProject(project);
    const segments = await new SegmentFacts(this.dataSource).idsAndNames();
    const dependencyFacts = new Map<string, DependencyFacts>();
    for (const d of data.dependencies ?? [])
      for (const p of d.dependencies)
        dependencyFacts.set(dependencyKey(d.feature, p.feature), await facts.dependencyFacts(d.feature, p.feature));
    const { strategyTypes, legalValues } = await facts.strategyFacts();
    const context = {
      project,
      environment,
      now: this.clock.now().toISOString(),
      newId: () => this.ids.uuid(),
      projectEnvironments,
      projectDefaultStrategy: await facts.projectDefaultStrategy(project, environment),
      segments,
      strategyTypes,
      legalValues,
      dependencyFacts,
    };

    const decide = async (reader: StreamReader): Promise<ImportPlan> =>
      planImport(data, { ...context, ...(await readStreams(reader, data)) });
    if (dryRun)
      return { plan: await decide({ load: (streamId, decider) => this.executor.load(streamId, decider) }), receipt: NOTHING_WRITTEN };
    const { result, receipt } = await this.executor.executeMany(actor, async (reader) => {
      const plan = await decide(reader);
      if (plan.errors.length > 0)
        throw new BadDataError(
          `The import was refused: ${plan.errors.map((e) => `${e.message} (${e.affectedItems.join(', ')})`).join(' ')}`,
          plan.errors.map((e) => ({ path: 'body.data', message: `${e.message} ${e.affectedItems.join(', ')}` })),
        );
      const appends: PlannedAppend[] = [...plan.items].map(([streamId, events]) => ({ streamId, events }));
      for (const [name, events] of plan.features) appends.push({ streamId: featureStreamId(name), events });
      const imported: DomainEvent = {
        type: 'features-imported',
        data: { project, environment, data: { features: data.features.map((f) => f.name) } },
      };
      appends.push({ streamId: IMPORTS_STREAM, expectedVersion: 'any', events: [imported] });
      return { appends, result: plan };
    });
    return { plan: result, receipt };
  }
}

/** The streams the import decides on: its flags, and the tag types, tags and context fields it names. */
async function readStreams(
  reader: StreamReader,
  data: ExportResult,
): Promise<Pick<ImportContext, 'features' | 'tagTypes' | 'tags' | 'contextFields'>> {
  const features = new Map<string, FeatureState>();
  for (const { name } of data.features) features.set(name, (await reader.load(featureStreamId(name), featureDecider)).state);
  const tagTypes = new Map<string, TagTypeState>();
  for (const name of new Set([...(data.tagTypes ?? []).map((t) => t.name), ...(data.featureTags ?? []).map((t) => t.tagType)]))
    tagTypes.set(name, (await reader.load(tagTypeStreamId(name), tagTypeDecider(name))).state);
  const tags = new Map<string, TagState>();
  for (const t of data.featureTags ?? []) {
    const streamId = tagStreamId({ type: t.tagType, value: t.tagValue });
    if (!tags.has(streamId)) tags.set(streamId, (await reader.load(streamId, tagDecider)).state);
  }
  const contextFields = new Map<string, ContextFieldsState>();
  for (const { name } of data.contextFields ?? [])
    contextFields.set(name, (await reader.load(contextFieldStreamId(name), contextFieldDecider)).state);
  return { features, tagTypes, tags, contextFields };
}
