import type { DataSource } from 'typeorm';
import type { GuardQuery } from '@pennant/core';

/**
 * Where a fact is read: the read models' pool, or — for a fact checked under the name guard —
 * the guard's own connection (the same caught-up rows; the handler keeps its one connection).
 */
export type Reader = GuardQuery;

export const poolReader =
  (dataSource: DataSource): Reader =>
  async <T>(text: string, params: readonly unknown[]) =>
    (await dataSource.query(text, [...params])) as T[];
