import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NoAccessError } from '@pennant/platform';
import { BUILT_IN_STRATEGIES } from '@pennant/strategy-definitions';
import type { DependencyFacts, StrategyFacts } from '../domain/feature.decider';
import type { ProjectDefaultStrategy } from '@pennant/events';
import { DefaultStrategyFacts, EnvironmentFacts, ProjectFacts } from '@pennant/projects';

/** Segment ids, defined strategy types and the context fields' legal values, in one round trip. */
const STRATEGY_FACTS_SQL = `SELECT
  (SELECT coalesce(array_agg(id), '{}') FROM rm_segments) AS segment_ids,
  (SELECT coalesce(array_agg(name), '{}') FROM rm_strategy_definitions) AS strategy_types,
  (SELECT coalesce(jsonb_object_agg(name, (SELECT jsonb_agg(v->>'value') FROM jsonb_array_elements(legal_values) v)), '{}')
     FROM rm_context_fields WHERE jsonb_array_length(legal_values) > 0) AS legal_values`;

/**
 * Facts from other aggregates that feature commands need, read from caught-up read models
 * (a rule that spans aggregates is checked before the append, not inside one stream). The remaining races are accepted: an environment removed
 * from the project or a segment deleted between this read and the append.
 */
@Injectable()
export class FeatureFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The project of a flag (archived ones too), or null; the HTTP pipeline asks it for the routes that name a flag but not its project. */
  async projectOf(featureName: string): Promise<string | null> {
    const rows = (await this.dataSource.query('SELECT project FROM rm_features WHERE name = $1', [featureName])) as { project: string }[];
    return rows[0]?.project ?? null;
  }

  /** The flag (archived or not) is in the project (answered by `ProjectFacts.hasFlag`, which the dashboards lib asks too). */
  async inProject(featureName: string, project: string): Promise<boolean> {
    return new ProjectFacts(this.dataSource).hasFlag(project, featureName);
  }

  /** The flags among `names` that exist (archived too), with their project, by name. */
  async projectsOf(names: readonly string[]): Promise<{ name: string; project: string }[]> {
    return (await this.dataSource.query('SELECT name, project FROM rm_features WHERE name = ANY($1) ORDER BY name', [
      [...new Set(names)],
    ])) as { name: string; project: string }[];
  }

  /** Whether a flag has the name: null when none, else whether that flag is archived. */
  async nameInUse(featureName: string): Promise<{ archived: boolean } | null> {
    const rows = (await this.dataSource.query('SELECT archived_at IS NOT NULL AS archived FROM rm_features WHERE name = $1', [
      featureName,
    ])) as { archived: boolean }[];
    return rows.length === 0 ? null : { archived: rows[0].archived };
  }

  async environmentInProject(project: string, environment: string): Promise<boolean> {
    return new EnvironmentFacts(this.dataSource).inProject(project, environment);
  }

  /** The strategy turning the flag on adds when it has none enabled: the project environment's default, null for the built-in (ADR 0052). */
  async projectDefaultStrategy(project: string, environment: string): Promise<ProjectDefaultStrategy | null> {
    return new DefaultStrategyFacts(this.dataSource).of(project, environment);
  }

  /**
   * What strategy rules check against (segments, strategy types, legal values). Built-in strategy
   * types exist without a row (ADR 0020). Remaining race (accepted, as for segments): a segment,
   * definition or legal value changed between this read and the append.
   */
  async strategyFacts(): Promise<StrategyFacts> {
    const [row] = (await this.dataSource.query(STRATEGY_FACTS_SQL)) as {
      segment_ids: number[];
      strategy_types: string[];
      legal_values: Record<string, string[]>;
    }[];
    return {
      segmentIds: row.segment_ids,
      strategyTypes: [...new Set([...BUILT_IN_STRATEGIES.map((s) => s.name), ...row.strategy_types])],
      legalValues: row.legal_values,
    };
  }

  /** Flags that depend on `name` (rm_feature_dependencies); archiving `name` is refused while any exist. */
  async childrenOf(name: string): Promise<string[]> {
    const rows = (await this.dataSource.query('SELECT child FROM rm_feature_dependencies WHERE parent = $1 ORDER BY child', [name])) as {
      child: string;
    }[];
    return rows.map((r) => r.child);
  }

  /**
   * What adding "child depends on parent" needs to know about the other flags. Remaining race
   * (accepted, as for segments): the parent archived/moved, or a dependency added to the parent
   * or on the child, between this read and the append.
   */
  async dependencyFacts(child: string, parent: string): Promise<DependencyFacts> {
    const rows = (await this.dataSource.query(
      `SELECT (SELECT project FROM rm_features WHERE name = $2) AS parent_project,
              (SELECT archived_at IS NOT NULL FROM rm_features WHERE name = $2) AS parent_archived,
              EXISTS (SELECT 1 FROM rm_feature_dependencies WHERE child = $2) AS parent_has_parents,
              EXISTS (SELECT 1 FROM rm_feature_dependencies WHERE parent = $1) AS child_has_children`,
      [child, parent],
    )) as { parent_project: string | null; parent_archived: boolean | null; parent_has_parents: boolean; child_has_children: boolean }[];
    const r = rows[0];
    return {
      parentProject: r.parent_project,
      parentArchived: r.parent_archived === true,
      parentHasParents: r.parent_has_parents,
      childHasChildren: r.child_has_children,
    };
  }

  /** Change requests are enabled in some environment of the project (a flag may not move into it). */
  async changeRequestsEnabledIn(project: string): Promise<boolean> {
    return (
      (
        (await this.dataSource.query('SELECT 1 FROM rm_change_request_config WHERE project = $1 AND enabled LIMIT 1', [
          project,
        ])) as unknown[]
      ).length > 0
    );
  }

  /**
   * Guarded writes: when change requests are enabled for the project environment, direct edits
   * of its feature configuration are refused; they must go through a change request (applying
   * one decides the same commands without passing through here).
   */
  async assertDirectEditAllowed(project: string, environment: string): Promise<void> {
    const rows = (await this.dataSource.query(
      'SELECT 1 FROM rm_change_request_config WHERE project = $1 AND environment = $2 AND enabled',
      [project, environment],
    )) as unknown[];
    if (rows.length > 0) {
      throw new NoAccessError(
        `Change requests are enabled for environment "${environment}" of project "${project}": this change must be made through a change request.`,
        ['SKIP_CHANGE_REQUEST'],
      );
    }
  }
}
