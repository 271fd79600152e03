import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { poolReader, type Reader } from './reader.facts';

/** What commands ask about custom project roles (rm_roles; ADR 0045). Built-in roles are constants, not rows. */
@Injectable()
export class RoleFacts {
  private readonly pool: Reader;

  constructor(dataSource: DataSource) {
    this.pool = poolReader(dataSource);
  }

  /** Which of `ids` are custom roles, in no particular order. */
  async customAmong(ids: readonly number[]): Promise<number[]> {
    return (await this.pool<{ id: number }>('SELECT id FROM rm_roles WHERE id = ANY($1::int[])', [ids])).map((r) => r.id);
  }

  /** Another custom role than `except` has the name (case-insensitive, trimmed); read under the name guard (`via`). */
  async nameTaken(name: string, except: number, via: Reader = this.pool): Promise<boolean> {
    return (
      (await via("SELECT 1 FROM rm_roles WHERE id <> $1 AND lower(trim(data->>'name')) = lower(trim($2)) LIMIT 1", [except, name])).length >
      0
    );
  }
}
