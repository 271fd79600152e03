import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { TokenKind } from '@pennant/events';
import { projectLabel, type ApiTokenResponse } from '../../commands/create-api-token/api-token.response';
import { fingerprintOf } from '../../domain/secrets';
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
}

@QueryHandler(ListApiTokensQuery)
export class ListApiTokensHandler implements IQueryHandler<ListApiTokensQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: ListApiTokensQuery): Promise<ApiTokenResponse[]> {
    const rows = (await this.dataSource.query(
      `SELECT display_secret, secret_hash, token_name, type, environment, projects, alias, expires_at, created_at FROM rm_api_tokens
        WHERE $1::text IS NULL OR projects = ARRAY[$1::text]
        ORDER BY created_at DESC, token_name`,
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
      seenAt: null,
      fingerprint: fingerprintOf(r.secret_hash),
    }));
  }
}
