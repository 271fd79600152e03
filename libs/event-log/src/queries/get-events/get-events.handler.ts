import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EVENT_COLUMNS, toEvent, type EventLogRow } from '../event-row';
import { GetEventsQuery, type EventsResponse } from './get-events.query';

export const RECENT_EVENTS_LIMIT = 100;

@QueryHandler(GetEventsQuery)
export class GetEventsHandler implements IQueryHandler<GetEventsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project }: GetEventsQuery): Promise<EventsResponse> {
    const [rows, counts] = await Promise.all([
      project === null
        ? this.dataSource.query(`SELECT ${EVENT_COLUMNS} FROM rm_event_log ORDER BY id DESC LIMIT ${RECENT_EVENTS_LIMIT}`)
        : this.dataSource.query(`SELECT ${EVENT_COLUMNS} FROM rm_event_log WHERE project = $1 ORDER BY id DESC`, [project]),
      this.dataSource.query('SELECT count FROM rm_event_log_counts WHERE scope = $1', [project === null ? '*' : `project:${project}`]),
    ]);
    return {
      version: 1,
      events: (rows as EventLogRow[]).map(toEvent),
      totalEvents: Number((counts as { count: string }[])[0]?.count ?? 0),
    };
  }
}
