import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { JsonValue } from '@pennant/events';
import { GetSignalsQuery } from './get-signals.query';
import type { SignalResponse } from './get-signals.response';

interface SignalRowSql {
  id: string;
  source_id: number;
  created_by_source_token_id: number | null;
  payload: JsonValue;
  created_at: Date;
  token_name: string | null;
  source_name: string | null;
  source_description: string | null;
}

@QueryHandler(GetSignalsQuery)
export class GetSignalsHandler implements IQueryHandler<GetSignalsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetSignalsQuery): Promise<SignalResponse[]> {
    const rows = (await this.dataSource.query(
      `SELECT s.id, s.source_id, s.created_by_source_token_id, s.payload, s.created_at,
              t.name AS token_name, e.name AS source_name, e.description AS source_description
         FROM signals s
         LEFT JOIN rm_signal_endpoints e ON e.id = s.source_id
         LEFT JOIN rm_signal_endpoint_tokens t ON t.id = s.created_by_source_token_id
        WHERE s.source = 'signal-endpoint' AND ($1::integer IS NULL OR s.source_id = $1)
        ORDER BY s.id DESC
        LIMIT $2 OFFSET $3`,
      [query.endpointId, query.limit, query.offset],
    )) as SignalRowSql[];
    return rows.map((r) => ({
      id: Number(r.id),
      source: 'signal-endpoint',
      sourceId: r.source_id,
      createdBySourceTokenId: r.created_by_source_token_id,
      payload: r.payload,
      createdAt: r.created_at.toISOString(),
      tokenName: r.token_name,
      sourceName: r.source_name,
      sourceDescription: r.source_description,
    }));
  }
}
