import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What commands ask about API tokens and PATs (rm_api_tokens, rm_pats; ADR 0045). */
@Injectable()
export class ApiTokenFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** How many API tokens exist (the resource limit's count; concurrent creates may each see one fewer, ADR 0031). */
  async count(): Promise<number> {
    return ((await this.dataSource.query('SELECT count(*)::int AS n FROM rm_api_tokens')) as { n: number }[])[0].n;
  }

  /** A PAT has this id: ids are global but each user's PATs are their own stream, so a taken id shows only here. */
  async patIdTaken(id: number): Promise<boolean> {
    return ((await this.dataSource.query('SELECT 1 FROM rm_pats WHERE id = $1', [id])) as unknown[]).length > 0;
  }
}
