import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PER_CALL_PLAN } from '@pennant/platform';
import { EVENT_COLUMNS, toEvent, type EventLogRow } from '../event-row.response';
import { SearchEventsQuery, type EventSearchResult } from './search-events.query';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(SearchEventsQuery)
export class SearchEventsHandler implements IQueryHandler<SearchEventsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first; `from` inclusive, `to` exclusive (to the next day when a date is given). */
  async execute({ search: s }: SearchEventsQuery): Promise<EventSearchResult> {
    const ids = (s.createdBy ?? []).filter((v) => /^-?\d{1,9}$/.test(v)).map(Number);
    const names = (s.createdBy ?? []).filter((v) => !/^-?\d{1,9}$/.test(v));
    const where = `WHERE ($1::text IS NULL OR type ILIKE $1 OR created_by ILIKE $1 OR feature_name ILIKE $1 OR project ILIKE $1 OR data::text ILIKE $1)
        AND ($2::text[] IS NULL OR feature_name = ANY($2)) AND ($3::text[] IS NULL OR project = ANY($3)) AND ($4::text[] IS NULL OR type = ANY($4))
        AND ($5::boolean IS NULL OR created_by_user_id = ANY($6::int[]) OR created_by = ANY($7::text[]))
        AND ($8::timestamptz IS NULL OR created_at >= $8) AND ($9::timestamptz IS NULL OR created_at < $9)`;
    const params = [
      s.query === null ? null : `%${escapeLike(s.query)}%`,
      s.features,
      s.projects,
      s.types,
      s.createdBy === null ? null : true,
      ids,
      names,
      s.from,
      s.to,
    ];
    // The head is read in the same statement (one snapshot) as the page: see EventSearchResult.head.
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `${PER_CALL_PLAN}SELECT h.head, e.* FROM (SELECT coalesce(max(id), 0) AS head FROM rm_event_log) h
         LEFT JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM rm_event_log ${where} ORDER BY id DESC OFFSET $10 LIMIT $11) e ON true
         ORDER BY e.id DESC`,
        [...params, s.offset, s.limit],
      ) as Promise<(EventLogRow & { head: string })[]>,
      this.dataSource.query(`${PER_CALL_PLAN}SELECT count(*)::int AS total FROM rm_event_log ${where}`, params) as Promise<
        { total: number }[]
      >,
    ]);
    return { events: rows.filter((r) => r.id !== null).map(toEvent), total: count[0].total, head: Number(rows[0]?.head ?? 0) };
  }
}
