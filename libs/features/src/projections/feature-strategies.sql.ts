import { assertNever, type RecordedEvent } from '@pennant/events';
import type { SqlExecutor } from '@pennant/projections';

type StrategyEvent = RecordedEvent<
  'feature-strategy-add' | 'feature-strategy-update' | 'feature-strategy-remove' | 'strategy-order-changed'
>;

/** rm_feature_strategies rows for the strategy events (part of the feature-view projection). */
export async function applyStrategyEvent(event: StrategyEvent, sql: SqlExecutor): Promise<void> {
  const { featureName, environment } = event.data;
  switch (event.type) {
    case 'feature-strategy-add':
    case 'feature-strategy-update': {
      const s = event.data.data;
      await sql.query(
        `INSERT INTO rm_feature_strategies (id, feature_name, environment, name, title, disabled, sort_order, constraints, parameters, variants, segments, created_at, created_seq)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11::int[], $12, $13)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, title = excluded.title, disabled = excluded.disabled, sort_order = excluded.sort_order,
           constraints = excluded.constraints, parameters = excluded.parameters, variants = excluded.variants, segments = excluded.segments`,
        [
          s.id,
          featureName,
          environment,
          s.name,
          s.title,
          s.disabled,
          s.sortOrder,
          JSON.stringify(s.constraints),
          JSON.stringify(s.parameters),
          JSON.stringify(s.variants),
          s.segments,
          event.createdAt,
          event.position,
        ],
      );
      return;
    }
    case 'feature-strategy-remove':
      await sql.query('DELETE FROM rm_feature_strategies WHERE id = $1', [event.data.preData.id]);
      return;
    case 'strategy-order-changed': {
      const orders = event.data.data.sortOrders;
      await sql.query(
        `UPDATE rm_feature_strategies s SET sort_order = o.value::int
           FROM jsonb_each_text($3::jsonb) AS o(key, value)
          WHERE s.id = o.key AND s.feature_name = $1 AND s.environment = $2`,
        [featureName, environment, JSON.stringify(orders)],
      );
      return;
    }
    default:
      return assertNever(event);
  }
}
