import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ReadModelCache } from '@pennant/projections';
import { EVENT_COLUMNS, toEvent, type EventLogRow } from '../event-row.response';
import { GetEventsQuery, type EventsResponse } from './get-events.query';

export const RECENT_EVENTS_LIMIT = 100;

@QueryHandler(GetEventsQuery)
export class GetEventsHandler implements IQueryHandler<GetEventsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReadModelCache,
  ) {}

  /** Reads only the event-log projection's tables: cached while its checkpoint stands still. */
  execute({ project }: GetEventsQuery): Promise<EventsResponse> {
    return this.cache.get('event-log', JSON.stringify(['events', project]), () => this.read(project));
  }

  private async read(project: string | null): Promise<EventsResponse> {
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
