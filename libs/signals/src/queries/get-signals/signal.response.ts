import type { JsonValue } from '@pennant/events';

/** A received signal; `tokenName`/`sourceName` are null once the token or endpoint is deleted. */
export interface SignalResponse {
  id: number;
  source: 'signal-endpoint';
  sourceId: number;
  createdBySourceTokenId: number | null;
  payload: JsonValue;
  createdAt: string;
  tokenName: string | null;
  sourceName: string | null;
  sourceDescription: string | null;
}
