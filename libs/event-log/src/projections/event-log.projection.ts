import { Injectable } from '@nestjs/common';
import { EVENT_TYPES, toPublicEvent, type RecordedEvent, type TagRef } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';
import { eventBodyParts } from './event-body';

interface LogRow {
  id: number;
  type: string;
  created_at: string;
  created_by: string;
  created_by_user_id: number | null;
  environment: string | null;
  project: string | null;
  feature_name: string | null;
  data: unknown;
  pre_data: unknown;
  tags: TagRef[] | null;
  group_id: string;
  group_type: string;
  /** The served JSON text around the tags (event-body.ts): `body` = head + tags + tail. */
  body_head: string;
  body_tags: string | null;
  body_tail: string;
}

/**
 * The public event log (GET /api/admin/events…): every event, mapped to the spec's Event shape.
 * Events about a flag that carry no tags get the flag's tags at that moment, as Unleash does, so
 * the projection keeps its own copy of flag tags: a tag change counts before its own event (a
 * `feature-tagged` event lists the new tag, a `feature-untagged` one no longer lists the removed
 * one, as Unleash records them), a deletion after (`feature-deleted` keeps the last tags). Label
 * and summary are computed when read; the group (the append's correlation id) is stored.
 */
@Injectable()
export class EventLogProjection implements Projection {
  readonly name = 'event-log';
  readonly version = 1;
  readonly handles = EVENT_TYPES;
  readonly tables = ['rm_event_log', 'rm_event_log_feature_tags', 'rm_event_log_counts'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    let pending: LogRow[] = [];
    for (const event of events) {
      const pub = toPublicEvent(event);
      const explicitTags = (event.data as { tags?: TagRef[] }).tags;
      const row: LogRow = {
        id: pub.id,
        type: pub.type,
        created_at: pub.createdAt,
        created_by: pub.createdBy,
        created_by_user_id: pub.createdByUserId,
        environment: pub.environment,
        project: pub.project,
        feature_name: pub.featureName,
        data: pub.data,
        pre_data: pub.preData,
        tags: explicitTags ?? null,
        group_id: pub.groupId,
        group_type: pub.groupType,
        ...bodyColumns(pub, explicitTags ?? null),
      };
      if (event.type === 'feature-tagged' || event.type === 'feature-untagged') {
        await this.flush(pending, sql);
        pending = [];
        await this.applyTagChange(event, sql);
        pending.push(row);
      } else if (event.type === 'feature-deleted') {
        pending.push(row);
        await this.flush(pending, sql);
        pending = [];
        await this.applyTagChange(event, sql);
      } else {
        pending.push(row);
      }
    }
    await this.flush(pending, sql);
  }

  private async flush(rows: LogRow[], sql: SqlExecutor): Promise<void> {
    if (rows.length === 0) return;
    await sql.query(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, type text, created_at timestamptz, created_by text,
           created_by_user_id integer, environment text, project text, feature_name text, data jsonb, pre_data jsonb, tags jsonb,
           group_id text, group_type text, body_head text, body_tags text, body_tail text)
       ), inserted AS (
         INSERT INTO rm_event_log (id, type, created_at, created_by, created_by_user_id, environment, project, feature_name, data, pre_data, tags, group_id, group_type, body)
         SELECT i.id, i.type, i.created_at, i.created_by, i.created_by_user_id, i.environment, i.project, i.feature_name, i.data, i.pre_data,
                coalesce(i.tags, flag.tags, '[]'::jsonb), i.group_id, i.group_type,
                i.body_head || coalesce(i.body_tags, flag.tags_text, '[]') || i.body_tail
           FROM input i
           -- The flag's tags at that moment, for an event that carries none: as jsonb, and as the
           -- served text (JSON.stringify's: no blanks; to_json escapes strings as it does).
           LEFT JOIN LATERAL (
             SELECT jsonb_agg(jsonb_build_object('type', t.tag_type, 'value', t.tag_value) ORDER BY t.tag_type, t.tag_value) AS tags,
                    '[' || string_agg('{"type":' || to_json(t.tag_type)::text || ',"value":' || to_json(t.tag_value)::text || '}', ','
                                      ORDER BY t.tag_type, t.tag_value) || ']' AS tags_text
               FROM rm_event_log_feature_tags t WHERE i.tags IS NULL AND t.feature_name = i.feature_name
           ) flag ON true
         ON CONFLICT (id) DO NOTHING
         RETURNING project
       ), counted AS (
         SELECT '*' AS scope, count(*) AS n FROM inserted
         UNION ALL SELECT 'project:' || project, count(*) FROM inserted WHERE project IS NOT NULL GROUP BY project
       )
       INSERT INTO rm_event_log_counts (scope, count) SELECT scope, n FROM counted WHERE n > 0
       ON CONFLICT (scope) DO UPDATE SET count = rm_event_log_counts.count + excluded.count`,
      [JSON.stringify(rows)],
    );
  }

  private async applyTagChange(event: RecordedEvent, sql: SqlExecutor): Promise<void> {
    if (event.type === 'feature-tagged') {
      await sql.query('INSERT INTO rm_event_log_feature_tags VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        event.data.featureName,
        event.data.data.type,
        event.data.data.value,
      ]);
    } else if (event.type === 'feature-untagged') {
      await sql.query('DELETE FROM rm_event_log_feature_tags WHERE feature_name = $1 AND tag_type = $2 AND tag_value = $3', [
        event.data.featureName,
        event.data.preData.type,
        event.data.preData.value,
      ]);
    } else if (event.type === 'feature-deleted') {
      await sql.query('DELETE FROM rm_event_log_feature_tags WHERE feature_name = $1', [event.data.featureName]);
    }
  }
}

function bodyColumns(
  pub: ReturnType<typeof toPublicEvent>,
  ownTags: TagRef[] | null,
): Pick<LogRow, 'body_head' | 'body_tags' | 'body_tail'> {
  const parts = eventBodyParts(pub, ownTags);
  return { body_head: parts.head, body_tags: parts.tags, body_tail: parts.tail };
}
