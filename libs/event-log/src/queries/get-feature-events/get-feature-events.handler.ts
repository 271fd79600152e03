import type { Readable } from 'node:stream';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { featureHistory } from './feature-history';
import { GetFeatureEventsQuery } from './get-feature-events.query';

@QueryHandler(GetFeatureEventsQuery)
export class GetFeatureEventsHandler implements IQueryHandler<GetFeatureEventsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ featureName }: GetFeatureEventsQuery): Promise<string | Readable> {
    return featureHistory({ query: (text, values) => this.dataSource.query(text, values) }, featureName);
  }
}
