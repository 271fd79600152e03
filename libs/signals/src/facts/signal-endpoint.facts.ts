import type { GuardQuery } from '@pennant/core';

/** Read-model facts for endpoint commands, read under the endpoint name's guard (ADR 0031). */
export async function endpointNameTaken(query: GuardQuery, name: string, exceptId: number): Promise<boolean> {
  return (await query('SELECT 1 FROM rm_signal_endpoints WHERE name = $1 AND id <> $2 LIMIT 1', [name, exceptId])).length > 0;
}

/** How many endpoints exist (the limit's count, read under the guard every endpoint create takes: exact, ADR 0057). */
export async function endpointCount(query: GuardQuery): Promise<number> {
  return (await query<{ n: number }>('SELECT count(*)::int AS n FROM rm_signal_endpoints', []))[0]?.n ?? 0;
}
