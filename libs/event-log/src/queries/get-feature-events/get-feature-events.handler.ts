import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EVENT_COLUMNS, toEvent, type EventLogRow } from '../event-row';
import { GetFeatureEventsQuery, type FeatureEventsResponse } from './get-feature-events.query';

@QueryHandler(GetFeatureEventsQuery)
export class GetFeatureEventsHandler implements IQueryHandler<GetFeatureEventsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ featureName }: GetFeatureEventsQuery): Promise<FeatureEventsResponse> {
    const rows = (await this.dataSource.query(`SELECT ${EVENT_COLUMNS} FROM rm_event_log WHERE feature_name = $1 ORDER BY id DESC`, [
      featureName,
    ])) as EventLogRow[];
    return { version: 1, toggleName: featureName, events: rows.map(toEvent), totalEvents: rows.length };
  }
}
