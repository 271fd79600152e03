import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = [
  'signal-endpoint-created',
  'signal-endpoint-updated',
  'signal-endpoint-deleted',
  'signal-endpoint-token-created',
  'signal-endpoint-token-updated',
  'signal-endpoint-token-deleted',
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** Signal endpoints and their tokens (hashes only): management reads and intake authentication. */
@Injectable()
export class SignalEndpointsProjection implements Projection {
  readonly name = 'signal-endpoints';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_signal_endpoints', 'rm_signal_endpoint_tokens'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) await this.applyOne(event, sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    const at = event.createdAt;
    const by = event.metadata.actor.id;
    switch (event.type) {
      case 'signal-endpoint-created': {
        const d = event.data.data;
        await sql.query(
          `INSERT INTO rm_signal_endpoints (id, name, description, enabled, created_at, created_by_user_id) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, enabled = excluded.enabled,
             created_at = excluded.created_at, created_by_user_id = excluded.created_by_user_id`,
          [d.id, d.name, d.description, d.enabled, at, by],
        );
        return;
      }
      case 'signal-endpoint-updated': {
        const d = event.data.data;
        await sql.query('UPDATE rm_signal_endpoints SET name = $2, description = $3, enabled = $4 WHERE id = $1', [
          d.id,
          d.name,
          d.description,
          d.enabled,
        ]);
        return;
      }
      case 'signal-endpoint-deleted':
        await sql.query('DELETE FROM rm_signal_endpoint_tokens WHERE signal_endpoint_id = $1', [event.data.preData.id]);
        await sql.query('DELETE FROM rm_signal_endpoints WHERE id = $1', [event.data.preData.id]);
        return;
      case 'signal-endpoint-token-created': {
        const d = event.data.data;
        await sql.query(
          `INSERT INTO rm_signal_endpoint_tokens (id, signal_endpoint_id, name, secret_hash, created_at, created_by_user_id) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET signal_endpoint_id = excluded.signal_endpoint_id, name = excluded.name, secret_hash = excluded.secret_hash,
             created_at = excluded.created_at, created_by_user_id = excluded.created_by_user_id`,
          [d.id, d.signalEndpointId, d.name, d.secretHash, at, by],
        );
        return;
      }
      case 'signal-endpoint-token-updated':
        await sql.query('UPDATE rm_signal_endpoint_tokens SET name = $2 WHERE id = $1', [event.data.data.id, event.data.data.name]);
        return;
      case 'signal-endpoint-token-deleted':
        await sql.query('DELETE FROM rm_signal_endpoint_tokens WHERE id = $1', [event.data.preData.id]);
        return;
      default:
        return assertNever(event);
    }
  }
}
