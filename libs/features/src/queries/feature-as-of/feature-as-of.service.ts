import { Injectable } from '@nestjs/common';
import { ReadModelHistory } from '@pennant/core';
import type { AsOf } from '@pennant/platform';
import { loadFeature, loadProjectFeatures } from '../get-feature/get-feature.handler';
import type { FeatureResponse } from '../get-feature/get-feature.response';

/** The projections whose tables the Feature response reads. */
const REPLAYED = ['catalog', 'feature-view'] as const;

/** Events another flag's history contributes to this one's view: its children and deleted segments. */
const RELATED_TYPES = [
  'feature-dependency-added',
  'feature-dependency-removed',
  'feature-dependencies-removed',
  'feature-deleted',
  'segment-deleted',
];

export interface FeatureAtPoint {
  /** The last event id the state includes (0: before the first event). */
  position: number;
  feature: FeatureResponse | null;
}

/**
 * Time travel for flags (ADR 0017): one flag — replaying the catalog and the flag's
 * own feature-view events — or all flags of a project, replaying both projections in full (a
 * flag may have been in the project then and moved since).
 */
@Injectable()
export class FeatureHistory {
  constructor(private readonly history: ReadModelHistory) {}

  async at(project: string, name: string, asOf: AsOf): Promise<FeatureAtPoint> {
    const filter = {
      complete: this.history.handles('catalog'),
      perFeature: this.history.handles('feature-view'),
      featureName: name,
      relatedTypes: RELATED_TYPES,
    };
    const { position, value } = await this.history.at(asOf, REPLAYED, filter, (sql) => loadFeature(sql, project, name, true));
    return { position, feature: value };
  }

  async projectAt(project: string, asOf: AsOf): Promise<{ position: number; features: FeatureResponse[] | null }> {
    const { position, value } = await this.history.at(asOf, REPLAYED, { all: true }, async (sql) => {
      const exists = (await sql.query('SELECT 1 FROM rm_projects WHERE id = $1', [project])) as unknown[];
      return exists.length ? loadProjectFeatures(sql, project) : null;
    });
    return { position, features: value };
  }
}
