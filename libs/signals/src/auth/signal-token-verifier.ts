import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Principal, SignalTokenVerifier } from '@pennant/platform';
import { matchSignalToken, type StoredToken } from '../domain/signal-token';

interface EndpointAuthRow {
  id: number;
  tokens: StoredToken[];
}

/** Compared when the endpoint is unknown or disabled, so that answer and its timing equal a wrong token's. */
const NO_TOKENS: readonly StoredToken[] = [{ id: 0, secretHash: '0'.repeat(64) }];

/**
 * Signal intake's authentication, run by the HTTP pipeline before the body is read (ADR 0007,
 * ADR 0029): an enabled endpoint by name and a token of THAT endpoint. An unknown or disabled
 * endpoint answers exactly as a wrong token does (null → 401), so names cannot be enumerated.
 */
@Injectable()
export class SignalTokenVerifierService implements SignalTokenVerifier {
  constructor(private readonly dataSource: DataSource) {}

  async verify(endpointName: string, secret: string): Promise<Principal | null> {
    const rows = (await this.dataSource.query(
      `SELECT e.id, coalesce((SELECT json_agg(json_build_object('id', t.id, 'secretHash', t.secret_hash))
                                FROM rm_signal_endpoint_tokens t WHERE t.signal_endpoint_id = e.id), '[]') AS tokens
         FROM rm_signal_endpoints e WHERE e.name = $1 AND e.enabled`,
      [endpointName],
    )) as EndpointAuthRow[];
    const endpoint = rows[0];
    const token = matchSignalToken(secret, endpoint?.tokens.length ? endpoint.tokens : NO_TOKENS);
    if (!endpoint || !token || token.id === 0) return null;
    return {
      actor: { id: -1337, name: `signal-endpoint:${endpointName}`, kind: 'system' },
      type: 'signal',
      projects: [],
      environment: '*',
      signal: { endpointId: endpoint.id, tokenId: token.id },
    };
  }
}
