import { Controller, Get, Query as QueryParam } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { PublicEvent } from '@pennant/events';
import { Access, ApiDoc, BadDataError, integer, object, optional, parseTimestamp, string, validate } from '@pennant/platform';
import { EVENT_COLUMNS, toEvent, type EventLogRow } from '../event-row';
import { PER_CALL_PLAN } from '@pennant/platform';

/** An Unleash search filter: `IS:value` or `IS_ANY_OF:a,b` (a bare value means IS). */
function filterValues(raw: string | undefined, name: string): string[] | null {
  if (raw === undefined || raw === '') return null;
  const match = /^(IS|IS_ANY_OF):(.*)$/s.exec(raw);
  const [operator, value] = match ? [match[1], match[2]] : ['IS', raw];
  const values = operator === 'IS' ? [value] : value.split(',').map((v) => v.trim());
  if (values.some((v) => v === '')) throw new BadDataError(`${name} must be IS:<value> or IS_ANY_OF:<a>,<b>`, [{ path: `query.${name}`, message: 'empty value' }]);
  return values;
}

/** A date bound `IS:2026-11-23` (or a bare date or date-time). */
function dateBound(raw: string | undefined, name: string): Date | null {
  if (raw === undefined || raw === '') return null;
  const value = raw.replace(/^IS:/, '');
  const ms = parseTimestamp(value);
  if (Number.isNaN(ms)) throw new BadDataError(`${name} must be a date or date-time (IS:2026-11-23)`, [{ path: `query.${name}`, message: 'must be a date or date-time' }]);
  return new Date(ms);
}

const text = (maxLength: number) => optional(string({ maxLength }));
const querySchema = object({
  query: text(200),
  feature: text(500),
  project: text(500),
  type: text(2000),
  createdBy: text(500),
  from: text(60),
  to: text(60),
  offset: optional(string({ pattern: /^\d{1,9}$/, patternHint: 'a non-negative integer' })),
  limit: optional(string({ pattern: /^\d{1,4}$/, patternHint: 'an integer from 1 to 1000' })),
});

export interface EventSearch {
  query: string | null;
  features: string[] | null;
  projects: string[] | null;
  types: string[] | null;
  createdBy: string[] | null;
  from: Date | null;
  to: Date | null;
  offset: number;
  limit: number;
}

export interface EventSearchResult {
  events: PublicEvent[];
  total: number;
  /**
   * The newest event id of the whole log in the snapshot the events were read from: every
   * matching event up to it is in this answer or on a later page, so a live view streams from
   * here (`GET /api/admin/events/stream?lastEventId=<head>`) with no gap and no repeat.
   */
  head: number;
}

export class SearchEventsQuery extends Query<EventSearchResult> {
  constructor(readonly search: EventSearch) {
    super();
  }
}

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
    const params = [s.query === null ? null : `%${escapeLike(s.query)}%`, s.features, s.projects, s.types, s.createdBy === null ? null : true, ids, names, s.from, s.to];
    // The head is read in the same statement (one snapshot) as the page: see EventSearchResult.head.
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `${PER_CALL_PLAN}SELECT h.head, e.* FROM (SELECT coalesce(max(id), 0) AS head FROM rm_event_log) h
         LEFT JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM rm_event_log ${where} ORDER BY id DESC OFFSET $10 LIMIT $11) e ON true
         ORDER BY e.id DESC`,
        [...params, s.offset, s.limit],
      ) as Promise<(EventLogRow & { head: string })[]>,
      this.dataSource.query(`${PER_CALL_PLAN}SELECT count(*)::int AS total FROM rm_event_log ${where}`, params) as Promise<{ total: number }[]>,
    ]);
    return { events: rows.filter((r) => r.id !== null).map(toEvent), total: count[0].total, head: Number(rows[0]?.head ?? 0) };
  }
}

/** Beyond the spec, for auditors (issue 4 §4): the whole log searched, paged, newest first. ADMIN. */
@Controller('api/admin/search/events')
export class SearchEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({
    summary: 'Search the event log: query (substring), feature, project, type, createdBy (user id or name) as IS:/IS_ANY_OF:, from/to dates, offset, limit (≤ 1000, default 50)',
    tag: 'Events',
    query: { query: { type: 'string' }, feature: { type: 'string' }, project: { type: 'string' }, type: { type: 'string' }, createdBy: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, offset: integer({ min: 0 }).json, limit: integer({ min: 1, max: 1000 }).json },
    errors: [400, 403],
  })
  async search(@QueryParam() raw: unknown) {
    const q = validate(querySchema, raw, 'query');
    const limit = q.limit === undefined ? 50 : Number(q.limit);
    if (limit < 1 || limit > 1000) throw new BadDataError('limit must be from 1 to 1000', [{ path: 'query.limit', message: 'must be from 1 to 1000' }]);
    const to = dateBound(q.to, 'to');
    // A bare date as `to` includes that whole day.
    const toExclusive = to && /^(IS:)?\d{4}-\d{2}-\d{2}$/.test(q.to ?? '') ? new Date(to.getTime() + 86_400_000) : to;
    return this.queries.execute(
      new SearchEventsQuery({
        query: q.query ? q.query : null,
        features: filterValues(q.feature, 'feature'),
        projects: filterValues(q.project, 'project'),
        types: filterValues(q.type, 'type'),
        createdBy: filterValues(q.createdBy, 'createdBy'),
        from: dateBound(q.from, 'from'),
        to: toExclusive,
        offset: q.offset === undefined ? 0 : Number(q.offset),
        limit,
      }),
    );
  }
}
