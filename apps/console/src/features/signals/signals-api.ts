import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded, recordedAs } from '../../api/client';
import { listOf } from '../../api/list-of';

export interface SignalToken {
  id: number;
  name: string;
  signalEndpointId: number;
  createdAt: string;
  createdByUserId: number | null;
}

export interface SignalEndpoint {
  id: number;
  enabled: boolean;
  name: string;
  description: string | null;
  createdAt: string;
  createdByUserId: number | null;
  tokens: SignalToken[];
}

export interface ReceivedSignal {
  id: number;
  source: string;
  sourceId: number;
  createdBySourceTokenId: number | null;
  payload: unknown;
  createdAt: string;
  tokenName?: string | null;
  sourceName?: string | null;
}

/** Every signal answer starts with this key. */
export const SIGNALS_KEY = ['signals'] as const;

export const signalEndpointsQuery = queryOptions({
  queryKey: [...SIGNALS_KEY, 'endpoints'],
  queryFn: async () => listOf<SignalEndpoint>(await api('get', '/api/admin/signal-endpoints'), 'signalEndpoints'),
});

export function signalEndpointQuery(id: string) {
  return queryOptions({
    queryKey: [...SIGNALS_KEY, 'endpoint', id],
    queryFn: async ({ signal }) => (await api('get', '/api/admin/signal-endpoints/{id}', { path: { id }, signal })) as SignalEndpoint,
  });
}

/** The newest signals an endpoint received, polled while shown (signals arrive from elsewhere). */
export function receivedSignalsQuery(id: string, limit: number) {
  return queryOptions({
    queryKey: [...SIGNALS_KEY, 'received', id, limit],
    queryFn: async ({ signal }) =>
      listOf<ReceivedSignal>(
        await api('get', '/api/admin/signal-endpoints/{id}/signals', { path: { id }, query: { limit: String(limit) }, signal }),
        'signalEndpointSignals',
      ),
    refetchInterval: 5_000,
  });
}

export type EndpointInput = {
  name: string;
  description: string | null;
  enabled?: boolean;
};

export const createEndpoint = (input: EndpointInput) =>
  recordedAs<SignalEndpoint>(apiRecorded('post', '/api/admin/signal-endpoints', { body: input }));
export const updateEndpoint = (id: number, input: Partial<EndpointInput>) =>
  apiRecorded('put', '/api/admin/signal-endpoints/{id}', { path: { id: String(id) }, body: input });
export const setEndpointEnabled = (id: number, enabled: boolean) =>
  apiRecorded('post', enabled ? '/api/admin/signal-endpoints/{id}/on' : '/api/admin/signal-endpoints/{id}/off', {
    path: { id: String(id) },
  });
export const deleteEndpoint = (id: number) => apiRecorded('delete', '/api/admin/signal-endpoints/{id}', { path: { id: String(id) } });

export const createToken = (endpointId: number, name: string) =>
  recordedAs<SignalToken & { token: string }>(
    apiRecorded('post', '/api/admin/signal-endpoints/{id}/tokens', { path: { id: String(endpointId) }, body: { name } }),
  );
export const deleteToken = (endpointId: number, tokenId: number) =>
  apiRecorded('delete', '/api/admin/signal-endpoints/{id}/tokens/{tokenId}', {
    path: { id: String(endpointId), tokenId: String(tokenId) },
  });

/** Where signals are sent: this service's own address (the console is served by it). */
export function endpointUrl(name: string, origin: string = window.location.origin): string {
  return `${origin}/api/signal-endpoint/${encodeURIComponent(name)}`;
}

/** A command that sends a signal to the endpoint, ready to paste into a shell. */
export function curlExample(url: string, token = '<token>'): string {
  return [
    `curl -X POST '${url}'`,
    `  -H 'Authorization: Bearer ${token}'`,
    `  -H 'Content-Type: application/json'`,
    `  -d '{"event": "deployed", "environment": "production"}'`,
  ].join(' \\\n');
}
export const renameToken = (endpointId: number, tokenId: number, name: string) =>
  apiRecorded('put', '/api/admin/signal-endpoints/{id}/tokens/{tokenId}', {
    path: { id: String(endpointId), tokenId: String(tokenId) },
    body: { name },
  });
