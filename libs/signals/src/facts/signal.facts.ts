import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * What commands (this lib's and the actions') ask about signal endpoints and their tokens,
 * answered from the signal-endpoints read model (rm_signal_endpoints, rm_signal_endpoint_tokens,
 * written by this lib's projection; ADR 0045). Questions asked under a name's guard stay in
 * `signal-endpoint.facts.ts` (they run on the guard's connection, ADR 0031).
 */
@Injectable()
export class SignalFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The endpoint exists (an action set listens to an existing endpoint). */
  async endpointExists(id: number): Promise<boolean> {
    return ((await this.dataSource.query('SELECT 1 FROM rm_signal_endpoints WHERE id = $1', [id])) as unknown[]).length > 0;
  }

  /** A live token has the id (token ids are global, but each token is recorded on its endpoint's stream). */
  async tokenIdTaken(id: number): Promise<boolean> {
    return ((await this.dataSource.query('SELECT 1 FROM rm_signal_endpoint_tokens WHERE id = $1', [id])) as unknown[]).length > 0;
  }
}
