import type { Readable } from 'node:stream';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ReadModelCache } from '@pennant/projections';
import { featureHistory } from './get-feature-events-history.store';
import { GetFeatureEventsQuery } from './get-feature-events.query';

/** Whole answers up to this length (characters) are kept (at most ~1,000 of them per checkpoint: ReadModelCache); streams never. */
export const CACHED_HISTORY_LENGTH = 32 * 1024;

@QueryHandler(GetFeatureEventsQuery)
export class GetFeatureEventsHandler implements IQueryHandler<GetFeatureEventsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReadModelCache,
  ) {}

  /** Reads only the event-log projection's table: a short history is cached while its checkpoint stands still (as the event list). */
  execute({ featureName }: GetFeatureEventsQuery): Promise<string | Readable> {
    return this.cache.get(
      'event-log',
      JSON.stringify(['history', featureName]),
      () => featureHistory({ query: (text, values) => this.dataSource.query(text, values) }, featureName),
      (answer) => typeof answer === 'string' && answer.length <= CACHED_HISTORY_LENGTH,
    );
  }
}
