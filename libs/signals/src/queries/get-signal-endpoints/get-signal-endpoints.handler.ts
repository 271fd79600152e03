import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetSignalEndpointsQuery } from './get-signal-endpoints.query';
import type { SignalEndpointResponse, SignalEndpointTokenResponse } from './get-signal-endpoints.response';

interface EndpointRowSql {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
  created_at: Date;
  created_by_user_id: number | null;
  tokens: { id: number; name: string; created_at: string; created_by_user_id: number | null }[];
}

@QueryHandler(GetSignalEndpointsQuery)
export class GetSignalEndpointsHandler implements IQueryHandler<GetSignalEndpointsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetSignalEndpointsQuery): Promise<SignalEndpointResponse[]> {
    const rows = (await this.dataSource.query(
      `SELECT e.*, coalesce((
          SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'created_at', t.created_at, 'created_by_user_id', t.created_by_user_id) ORDER BY t.id)
            FROM rm_signal_endpoint_tokens t WHERE t.signal_endpoint_id = e.id), '[]') AS tokens
         FROM rm_signal_endpoints e
        WHERE $1::integer IS NULL OR e.id = $1
        ORDER BY e.id`,
      [query.id],
    )) as EndpointRowSql[];
    return rows.map(toResponse);
  }
}

function toResponse(row: EndpointRowSql): SignalEndpointResponse {
  const tokens: SignalEndpointTokenResponse[] = row.tokens.map((t) => ({
    id: t.id,
    name: t.name,
    signalEndpointId: row.id,
    createdAt: new Date(t.created_at).toISOString(),
    createdByUserId: t.created_by_user_id,
  }));
  return {
    id: row.id,
    enabled: row.enabled,
    name: row.name,
    description: row.description,
    createdAt: row.created_at.toISOString(),
    createdByUserId: row.created_by_user_id,
    tokens,
  };
}
