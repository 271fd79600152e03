import { contextFieldDecider, contextFieldStreamId, findContextField, type ContextFieldsState } from '@pennant/context-fields/domain';
import type { DomainEvent, FlagType, ProjectDefaultStrategy, TagRef } from '@pennant/events';
import {
  featureDecider,
  type DependencyFacts,
  type EnvironmentVariantInput,
  type FeatureCommand,
  type FeatureState,
} from '@pennant/features/domain';
import { createFeatureStrategySchema, variantsSchema } from '@pennant/features/model';
import { DomainError, validate } from '@pennant/kernel';
import { tagDecider, tagStreamId, tagTypeDecider, tagTypeStreamId, type TagState, type TagTypeState } from '@pennant/tags/domain';
import { strategyFields, type ExportResult } from './export-result';

const FLAG_TYPES: readonly string[] = ['experiment', 'kill-switch', 'release', 'operational', 'permission'];

/** What the import needs to know besides its data; the handler reads it (streams and read models). */
export interface ImportContext {
  project: string;
  environment: string;
  now: string;
  newId: () => string;
  /** The target environment's default strategy (null: the built-in), added when an imported flag is turned on without strategies. */
  projectDefaultStrategy: ProjectDefaultStrategy | null;
  /** Environments enabled for the target project. */
  projectEnvironments: readonly string[];
  /** The target's segments (matched to the exported ones by name). */
  segments: readonly { id: number; name: string }[];
  /** Strategy types that exist here (built-in and defined). */
  strategyTypes: readonly string[];
  /** The legal values of the context fields that exist here and have some, by name (read models). */
  legalValues: Readonly<Record<string, readonly string[]>>;
  /** Current state of every imported flag's stream. */
  features: ReadonlyMap<string, FeatureState>;
  /** The tag types the data names (its own and its flag tags'), from their streams; absent = not created. */
  tagTypes: ReadonlyMap<string, TagTypeState>;
  /** The tags of the data's flags, by `tagStreamId`; absent = not created. */
  tags: ReadonlyMap<string, TagState>;
  /** The context fields of the data, by name, from their streams; absent = not created. */
  contextFields: ReadonlyMap<string, ContextFieldsState>;
  /** Read-model facts for each dependency `child→parent` of the data. */
  dependencyFacts: ReadonlyMap<string, DependencyFacts>;
}

export interface ImportProblem {
  message: string;
  affectedItems: string[];
}

/** Every event the import records, per stream kind; empty `errors` = it can be applied. */
export interface ImportPlan {
  errors: ImportProblem[];
  features: Map<string, DomainEvent[]>;
  /** Events of missing tag types, tags and context fields, by stream id (in decision order). */
  items: Map<string, DomainEvent[]>;
}

/** The legal values constraints are checked against: the fields that exist, and those the import creates. */
function legalValuesOf(ctx: ImportContext, data: ExportResult): Record<string, readonly string[]> {
  const created = (data.contextFields ?? []).filter((f) => !(f.name in ctx.legalValues) && (f.legalValues?.length ?? 0) > 0);
  return { ...ctx.legalValues, ...Object.fromEntries(created.map((f) => [f.name, (f.legalValues ?? []).map((v) => v.value)])) };
}

export const dependencyKey = (child: string, parent: string) => `${child}→${parent}`;

/**
 * Decides an import of exported flags into one project and environment, as the deciders of each
 * aggregate decide the equivalent direct edits: the flags are created (or their metadata
 * updated), the environment's strategies replaced by the exported ones, its enabled state and
 * variants set, tags and dependencies added; missing tag types, tags and context fields are
 * created. Nothing is decided when anything is wrong: every problem is reported.
 */
export function planImport(data: ExportResult, ctx: ImportContext): ImportPlan {
  const errors: ImportProblem[] = [];
  const names = data.features.map((f) => f.name);
  const problem = (message: string, affectedItems: string[]) => {
    if (affectedItems.length > 0) errors.push({ message, affectedItems: [...new Set(affectedItems)] });
  };
  problem(
    'These flags appear more than once in the import.',
    names.filter((n, i) => names.indexOf(n) !== i),
  );
  problem(
    `These flags exist in other projects; only flags of project "${ctx.project}" or new ones can be imported.`,
    names.filter((n) => {
      const s = ctx.features.get(n);
      return !!s?.row && (s.status === 'active' || s.status === 'archived') && s.row.project !== ctx.project;
    }),
  );
  problem(
    'These flags are archived; revive or delete them first.',
    names.filter((n) => {
      const s = ctx.features.get(n);
      return s?.status === 'archived' && s.row?.project === ctx.project;
    }),
  );
  problem(
    `Environment "${ctx.environment}" is not enabled for project "${ctx.project}".`,
    ctx.projectEnvironments.includes(ctx.environment) ? [] : [ctx.environment],
  );
  problem(
    'These flag types do not exist.',
    data.features.filter((f) => f.type !== undefined && !FLAG_TYPES.includes(f.type)).map((f) => f.type as string),
  );
  const strategies = data.featureStrategies ?? [];
  problem(
    'These strategies belong to flags that are not imported.',
    strategies.filter((s) => !names.includes(s.featureName)).map((s) => s.featureName),
  );
  // Segments travel by name: an exported id is looked up in the export's list, then here by name.
  const exportedSegmentNames = new Map((data.segments ?? []).map((s) => [s.id, s.name]));
  const localSegment = (id: number): number | undefined => ctx.segments.find((s) => s.name === exportedSegmentNames.get(id))?.id;
  problem(
    'These segments do not exist here (segments are matched by name).',
    strategies.flatMap((s) =>
      (s.segments ?? []).filter((id) => localSegment(id) === undefined).map((id) => exportedSegmentNames.get(id) ?? `#${id}`),
    ),
  );
  const typeOf = (name: string): TagTypeState => ctx.tagTypes.get(name) ?? tagTypeDecider(name).initialState;
  const tagTypes = new Set([
    ...(data.featureTags ?? []).map((t) => t.tagType).filter((name) => typeOf(name).type !== null),
    ...(data.tagTypes ?? []).map((t) => t.name),
  ]);
  problem(
    'These tag types neither exist nor are in the import.',
    (data.featureTags ?? []).filter((t) => !tagTypes.has(t.tagType)).map((t) => t.tagType),
  );

  const plan: ImportPlan = { errors, features: new Map(), items: new Map() };
  if (errors.length > 0) return plan;

  // Tag types, tags and context fields that are missing, each on its own stream.
  const record = (streamId: string, events: readonly DomainEvent[]) => {
    if (events.length > 0) plan.items.set(streamId, [...(plan.items.get(streamId) ?? []), ...events]);
  };
  for (const t of data.tagTypes ?? []) {
    if (typeOf(t.name).type === null && !plan.items.has(tagTypeStreamId(t.name)))
      record(
        tagTypeStreamId(t.name),
        tagTypeDecider(t.name).decide(
          { kind: 'create', data: { name: t.name, description: t.description ?? '', icon: t.icon ?? null } },
          typeOf(t.name),
        ),
      );
  }
  for (const t of data.featureTags ?? []) {
    const tag = { type: t.tagType, value: t.tagValue };
    const streamId = tagStreamId(tag);
    const decided = plan.items.has(streamId)
      ? []
      : tagDecider.decide({ kind: 'create', tag, typeExists: true, ifMissing: true }, ctx.tags.get(streamId) ?? tagDecider.initialState);
    record(streamId, decided);
  }
  for (const f of data.contextFields ?? []) {
    const fields = ctx.contextFields.get(f.name) ?? contextFieldDecider.initialState;
    if (findContextField(fields, f.name) || plan.items.has(contextFieldStreamId(f.name))) continue;
    record(
      contextFieldStreamId(f.name),
      contextFieldDecider.decide(
        {
          kind: 'create',
          name: f.name,
          description: f.description ?? undefined,
          legalValues: f.legalValues,
          stickiness: f.stickiness,
          sortOrder: f.sortOrder,
          now: ctx.now,
        },
        fields,
      ),
    );
  }

  // The flags, each through its own decider.
  const dependencies = data.dependencies ?? [];
  for (const exported of data.features) {
    let state = ctx.features.get(exported.name) as FeatureState;
    const events: DomainEvent[] = [];
    const decide = (command: FeatureCommand) => {
      const decided = featureDecider.decide(command, state);
      state = decided.reduce(featureDecider.evolve, state);
      events.push(...decided);
    };
    const target = { name: exported.name, project: ctx.project };
    try {
      if (state.status === 'none' || state.status === 'deleted') {
        decide({
          kind: 'create',
          ...target,
          type: (exported.type ?? 'release') as FlagType,
          description: exported.description ?? null,
          impressionData: exported.impressionData ?? false,
          now: ctx.now,
        });
      } else {
        decide({
          kind: 'update',
          ...target,
          changes: {
            description: exported.description ?? undefined,
            type: exported.type as FlagType | undefined,
            impressionData: exported.impressionData,
          },
          now: ctx.now,
        });
      }
      if (exported.stale !== undefined) decide({ kind: 'update', ...target, changes: { stale: exported.stale }, now: ctx.now });
      const env = { ...target, environment: ctx.environment };
      // The same checks as POST …/strategies (operators, values, variant weights, types, …); the
      // environment's strategies are replaced by these, disabled first if none is left enabled.
      const mine = strategies.filter((s) => s.featureName === exported.name).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
      const replacements = mine.map((s, i) => {
        const segments = (s.segments ?? []).map((id) => localSegment(id) as number);
        return {
          strategyId: ctx.newId(),
          strategy: validate(
            createFeatureStrategySchema,
            { ...strategyFields(s), sortOrder: s.sortOrder ?? i, segments },
            `data.featureStrategies[${strategies.indexOf(s)}]`,
          ),
        };
      });
      const facts = { segmentIds: ctx.segments.map((x) => x.id), strategyTypes: ctx.strategyTypes, legalValues: legalValuesOf(ctx, data) };
      decide({ kind: 'replace-strategies', ...env, strategies: replacements, facts });
      const settings = (data.featureEnvironments ?? []).find(
        (e) => e.featureName === exported.name && (e.environment === undefined || e.environment === ctx.environment),
      );
      if (settings?.variants) {
        const variants: EnvironmentVariantInput[] = validate(variantsSchema, settings.variants, 'data.featureEnvironments.variants');
        decide({ kind: 'set-environment-variants', ...target, environments: [ctx.environment], change: { kind: 'replace', variants } });
      }
      if (settings)
        decide({
          kind: 'toggle-environment',
          ...env,
          enabled: settings.enabled,
          defaultStrategyId: ctx.newId(),
          projectDefaultStrategy: ctx.projectDefaultStrategy,
        });
      const tags: TagRef[] = (data.featureTags ?? [])
        .filter((t) => t.featureName === exported.name)
        .map((t) => ({ type: t.tagType, value: t.tagValue }));
      if (tags.length > 0) decide({ kind: 'update-feature-tags', name: exported.name, added: tags, removed: [] });
      for (const parent of dependencies.find((d) => d.feature === exported.name)?.dependencies ?? []) {
        const read = ctx.dependencyFacts.get(dependencyKey(exported.name, parent.feature));
        const parentImported = names.includes(parent.feature);
        const facts: DependencyFacts = {
          parentProject: parentImported ? ctx.project : (read?.parentProject ?? null),
          parentArchived: parentImported ? false : (read?.parentArchived ?? false),
          parentHasParents:
            (read?.parentHasParents ?? false) || dependencies.some((d) => d.feature === parent.feature && d.dependencies.length > 0),
          childHasChildren:
            (read?.childHasChildren ?? false) || dependencies.some((d) => d.dependencies.some((p) => p.feature === exported.name)),
        };
        decide({
          kind: 'add-dependency',
          ...target,
          parent: parent.feature,
          enabled: parent.enabled ?? true,
          variants: parent.variants ?? [],
          facts,
        });
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.push({ message: error.message, affectedItems: [exported.name] });
      continue;
    }
    plan.features.set(exported.name, events);
  }
  return plan;
}
