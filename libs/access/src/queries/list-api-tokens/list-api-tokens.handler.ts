import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { TokenKind } from '@pennant/events';
import { fingerprintOf, projectLabel, type ApiTokenResponse } from '../../commands/create-api-token/create-api-token-view.response';
import { ListApiTokensQuery } from './list-api-tokens.query';

interface ApiTokenRowSql {
  display_secret: string;
  secret_hash: string;
  token_name: string;
  type: TokenKind;
  environment: string;
  projects: string[];
  alias: string | null;
  expires_at: Date | null;
  created_at: Date;
  seen_at: Date | null;
}

@QueryHandler(ListApiTokensQuery)
export class ListApiTokensHandler implements IQueryHandler<ListApiTokensQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: ListApiTokensQuery): Promise<ApiTokenResponse[]> {
    const rows = (await this.dataSource.query(
      `SELECT t.display_secret, t.secret_hash, t.token_name, t.type, t.environment, t.projects, t.alias, t.expires_at, t.created_at, s.seen_at
         FROM rm_api_tokens t LEFT JOIN api_token_seen s ON s.secret_hash = t.secret_hash
        WHERE $1::text IS NULL OR t.projects = ARRAY[$1::text]
        ORDER BY t.created_at DESC, t.token_name`,
      [query.project],
    )) as ApiTokenRowSql[];
    return rows.map((r) => ({
      secret: r.display_secret,
      tokenName: r.token_name,
      username: r.token_name,
      type: r.type,
      environment: r.environment,
      project: projectLabel(r.projects),
      projects: r.projects,
      expiresAt: r.expires_at ? r.expires_at.toISOString() : null,
      createdAt: r.created_at.toISOString(),
      alias: r.alias,
      seenAt: r.seen_at ? r.seen_at.toISOString() : null,
      secure: true,
      fingerprint: fingerprintOf(r.secret_hash),
    }));
  }
}
