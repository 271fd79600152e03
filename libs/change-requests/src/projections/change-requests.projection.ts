import { Injectable } from '@nestjs/common';
import type { Actor, EventType, JsonObject, RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';
import type { ChangeRequestState } from '../domain/change-request.decider';

const HANDLES = [
  'change-request-configuration-updated',
  'change-request-created',
  'change-added',
  'change-edited',
  'change-discarded',
  'change-request-discarded',
  'change-request-sent-to-review',
  'change-request-approval-added',
  'change-request-approved',
  'change-request-rejected',
  'change-request-cancelled',
  'change-request-applied',
  'change-request-scheduled',
  'change-request-schedule-suspended',
  'change-request-scheduled-application-success',
  'change-request-scheduled-application-failure',
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

const NEXT_STATE: Partial<Record<Handled['type'], ChangeRequestState>> = {
  'change-request-discarded': 'Cancelled',
  'change-request-cancelled': 'Cancelled',
  'change-request-sent-to-review': 'In review',
  'change-request-approved': 'Approved',
  'change-request-rejected': 'Rejected',
  'change-request-applied': 'Applied',
  'change-request-scheduled': 'Scheduled',
};

/** Change requests, their changes and reviews; the configuration per project environment. */
@Injectable()
export class ChangeRequestsProjection implements Projection {
  readonly name = 'change-requests';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_change_request_config', 'rm_change_requests', 'rm_change_request_changes', 'rm_change_request_reviews'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) await this.applyOne(event, sql);
  }

  /** A comment that came with a transition other than an approval or rejection (those rows carry their own). */
  private async comment(sql: SqlExecutor, id: number, actor: Actor, d: JsonObject, at: Date): Promise<void> {
    if (typeof d.comment === 'string')
      await sql.query('INSERT INTO rm_change_request_reviews VALUES ($1, $2, $3, $4, $5, $6)', [
        id,
        'comment',
        actor.id,
        actor.name,
        d.comment,
        at,
      ]);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    const { actor } = event.metadata;
    if (event.type === 'change-request-configuration-updated') {
      const { project, environment, data } = event.data;
      await sql.query(
        `INSERT INTO rm_change_request_config VALUES ($1, $2, $3, $4)
         ON CONFLICT (project, environment) DO UPDATE SET enabled = excluded.enabled, required_approvals = excluded.required_approvals`,
        [project, environment, data.enabled, data.requiredApprovals],
      );
      return;
    }
    const d = event.data.data as JsonObject;
    const id = Number(d.changeRequestId);
    switch (event.type) {
      case 'change-request-created':
        await sql.query(
          `INSERT INTO rm_change_requests (id, project, environment, title, state, min_approvals, author_key, created_by_id, created_by_name, created_at)
           VALUES ($1, $2, $3, $4, 'Draft', $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.data.project,
            event.data.environment,
            d.title ?? null,
            Number(d.minApprovals ?? 1),
            String(d.author),
            actor.id,
            actor.name,
            event.createdAt,
          ],
        );
        return;
      case 'change-added':
      case 'change-edited':
        await sql.query(
          `INSERT INTO rm_change_request_changes VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (change_request_id, change_id) DO UPDATE SET payload = excluded.payload`,
          [
            id,
            Number(d.changeId),
            d.feature ?? null,
            d.segmentId ?? null,
            String(d.action),
            JSON.stringify(d.payload ?? {}),
            actor.name,
            event.createdAt,
          ],
        );
        await sql.query(`DELETE FROM rm_change_request_reviews WHERE change_request_id = $1 AND kind = 'approval'`, [id]);
        return;
      case 'change-discarded':
        await sql.query('DELETE FROM rm_change_request_changes WHERE change_request_id = $1 AND change_id = $2', [id, Number(d.changeId)]);
        await sql.query(`DELETE FROM rm_change_request_reviews WHERE change_request_id = $1 AND kind = 'approval'`, [id]);
        return;
      case 'change-request-approval-added':
      case 'change-request-rejected':
        await sql.query('INSERT INTO rm_change_request_reviews VALUES ($1, $2, $3, $4, $5, $6)', [
          id,
          event.type === 'change-request-rejected' ? 'rejection' : 'approval',
          actor.id,
          actor.name,
          (d.comment as string | undefined) ?? null,
          event.createdAt,
        ]);
        break;
      case 'change-request-scheduled':
        await sql.query(
          `UPDATE rm_change_requests SET scheduled_at = $2, schedule_status = 'pending', schedule_reason = NULL WHERE id = $1`,
          [id, d.scheduledAt],
        );
        await this.comment(sql, id, actor, d, event.createdAt);
        break;
      case 'change-request-sent-to-review':
      case 'change-request-cancelled':
        await this.comment(sql, id, actor, d, event.createdAt);
        break;
      case 'change-request-schedule-suspended':
      case 'change-request-scheduled-application-failure':
        await sql.query('UPDATE rm_change_requests SET schedule_status = $2, schedule_reason = $3 WHERE id = $1', [
          id,
          event.type === 'change-request-schedule-suspended' ? 'suspended' : 'failed',
          (d.reason as string | undefined) ?? null,
        ]);
        return;
      default:
        break;
    }
    const next = NEXT_STATE[event.type];
    if (next) await sql.query('UPDATE rm_change_requests SET state = $2 WHERE id = $1', [id, next]);
  }
}
