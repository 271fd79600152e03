import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetEventCreatorsQuery } from './event-creators.query';

/** The distinct ids by skipping along the (created_by_user_id, id) index, then each id's name. */
const CREATORS_SQL = `
  WITH RECURSIVE ids AS (
    (SELECT created_by_user_id AS id FROM rm_event_log WHERE created_by_user_id IS NOT NULL ORDER BY created_by_user_id LIMIT 1)
    UNION ALL
    SELECT (SELECT l.created_by_user_id FROM rm_event_log l WHERE l.created_by_user_id > ids.id ORDER BY l.created_by_user_id LIMIT 1) FROM ids WHERE ids.id IS NOT NULL)
  SELECT ids.id,
         CASE WHEN ids.id = -1337 THEN 'Unleash System'
              WHEN ids.id = -42 THEN 'Unleash Admin Token'
              ELSE coalesce(u.name, u.username, u.email,
                            (SELECT l.created_by FROM rm_event_log l WHERE l.created_by_user_id = ids.id ORDER BY l.id DESC LIMIT 1)) END AS name
    FROM ids LEFT JOIN rm_users u ON u.id = ids.id
   WHERE ids.id IS NOT NULL
   ORDER BY ids.id`;

@QueryHandler(GetEventCreatorsQuery)
export class GetEventCreatorsHandler implements IQueryHandler<GetEventCreatorsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<{ id: number; name: string }[]> {
    const rows = (await this.dataSource.query(CREATORS_SQL)) as { id: number; name: string | null }[];
    return rows.filter((r) => r.name).map((r) => ({ id: Number(r.id), name: String(r.name) }));
  }
}
