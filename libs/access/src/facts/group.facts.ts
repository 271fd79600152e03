import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { poolReader, type Reader } from './reader.facts';

/** What commands ask about user groups (rm_groups; ADR 0045). */
@Injectable()
export class GroupFacts {
  private readonly pool: Reader;

  constructor(dataSource: DataSource) {
    this.pool = poolReader(dataSource);
  }

  /** Which of `ids` are groups, in no particular order. */
  async knownAmong(ids: readonly number[]): Promise<number[]> {
    return (await this.pool<{ id: number }>('SELECT id FROM rm_groups WHERE id = ANY($1::int[])', [ids])).map((r) => r.id);
  }

  /** Another group than `except` has the name (case-insensitive, trimmed); read under the name guard (`via`). */
  async nameTaken(name: string, except: number, via: Reader = this.pool): Promise<boolean> {
    return (await via('SELECT 1 FROM rm_groups WHERE id <> $1 AND lower(name) = lower(trim($2)) LIMIT 1', [except, name])).length > 0;
  }
}
