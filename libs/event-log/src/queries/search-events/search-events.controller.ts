import { Controller, Get, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  Access,
  AccessCollaborators,
  ApiDoc,
  BadDataError,
  CurrentPrincipal,
  integer,
  NoAccessError,
  object,
  optional,
  parseTimestamp,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { SearchEventsQuery } from './search-events.query';

/** An Unleash search filter: `IS:value` or `IS_ANY_OF:a,b` (a bare value means IS). */
function filterValues(raw: string | undefined, name: string): string[] | null {
  if (raw === undefined || raw === '') return null;
  const match = /^(IS|IS_ANY_OF):(.*)$/s.exec(raw);
  const [operator, value] = match ? [match[1], match[2]] : ['IS', raw];
  const values = operator === 'IS' ? [value] : value.split(',').map((v) => v.trim());
  if (values.some((v) => v === ''))
    throw new BadDataError(`${name} must be IS:<value> or IS_ANY_OF:<a>,<b>`, [{ path: `query.${name}`, message: 'empty value' }]);
  return values;
}

/** A date bound `IS:2026-11-23` (or a bare date or date-time). */
function dateBound(raw: string | undefined, name: string): Date | null {
  if (raw === undefined || raw === '') return null;
  const value = raw.replace(/^IS:/, '');
  const ms = parseTimestamp(value);
  if (Number.isNaN(ms))
    throw new BadDataError(`${name} must be a date or date-time (IS:2026-11-23)`, [
      { path: `query.${name}`, message: 'must be a date or date-time' },
    ]);
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

/**
 * For auditors, beyond Unleash's own event search: the whole log searched, paged, newest first.
 * ADMIN searches everything; anyone else signed in searches only the events they recorded
 * themselves (ADR 0048), so that every writer can open what their write recorded.
 */
@Controller('api/admin/search/events')
export class SearchEventsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly access: AccessCollaborators,
  ) {}

  @Access.permission('NONE')
  @Get()
  @ApiDoc({
    summary:
      'Search the event log: query (substring), feature, project, type, createdBy (user id or name) as IS:/IS_ANY_OF:, from/to dates, offset, limit (≤ 1000, default 50). Without ADMIN: only the events the caller recorded',
    tag: 'Events',
    query: {
      query: { type: 'string' },
      feature: { type: 'string' },
      project: { type: 'string' },
      type: { type: 'string' },
      createdBy: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      offset: integer({ min: 0 }).json,
      limit: integer({ min: 1, max: 1000 }).json,
    },
    errors: [400, 403],
  })
  async search(@QueryParam() raw: unknown, @CurrentPrincipal() principal: Principal) {
    const q = validate(querySchema, raw, 'query');
    const createdBy = this.ownEventsOnly(principal, filterValues(q.createdBy, 'createdBy'));
    const limit = q.limit === undefined ? 50 : Number(q.limit);
    if (limit < 1 || limit > 1000)
      throw new BadDataError('limit must be from 1 to 1000', [{ path: 'query.limit', message: 'must be from 1 to 1000' }]);
    const to = dateBound(q.to, 'to');
    // A bare date as `to` includes that whole day.
    const toExclusive = to && /^(IS:)?\d{4}-\d{2}-\d{2}$/.test(q.to ?? '') ? new Date(to.getTime() + 86_400_000) : to;
    return this.queries.execute(
      new SearchEventsQuery({
        query: q.query ? q.query : null,
        features: filterValues(q.feature, 'feature'),
        projects: filterValues(q.project, 'project'),
        types: filterValues(q.type, 'type'),
        createdBy,
        from: dateBound(q.from, 'from'),
        to: toExclusive,
        offset: q.offset === undefined ? 0 : Number(q.offset),
        limit,
      }),
    );
  }

  /** ADMIN's filter as asked; anyone else's narrowed to themselves (asking for someone else is refused). */
  private ownEventsOnly(principal: Principal, asked: string[] | null): string[] | null {
    const admin = this.access.policy?.check(principal, 'ADMIN', { project: null, environment: null }) === null;
    if (admin) return asked;
    const self = [String(principal.actor.id), principal.actor.name];
    if (principal.type !== 'user' || principal.actor.id <= 0)
      throw new NoAccessError('Only users and administrators search the event log.');
    if (asked && !asked.some((who) => self.includes(who)))
      throw new NoAccessError('Without ADMIN you can search only the events you recorded (createdBy: your user id).');
    return [String(principal.actor.id)];
  }
}
