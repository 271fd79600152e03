import { ApiError, apiErrorFrom } from './api-error';

export type QueryValue = string | number | boolean | ReadonlyArray<string> | null | undefined;

export interface RequestOptions {
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  signal?: AbortSignal;
}

/** `?a=1&s=x&s=y`: arrays repeat the name (the API accepts repeated `status`), empty values are left out. */
export function queryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value as ReadonlyArray<string>) search.append(name, item);
    else search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A write's answer and the event it recorded (`Pennant-Last-Event-Id`; null when it recorded nothing). */
export interface Recorded<T> {
  body: T;
  eventId: number | null;
}

/**
 * One request to the service with the browser's session cookie (same origin only); the browser
 * adds the page's `Origin` to writes, which the API checks for cookie-authenticated calls.
 * Answers JSON (or undefined for an empty body); throws ApiError with the API's message.
 */
export async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  return (await requestRecorded<T>(method, url, options)).body;
}

/** As `request`, also telling which event the write recorded (ADR 0041). */
export async function requestRecorded<T>(method: string, url: string, options: RequestOptions = {}): Promise<Recorded<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url + queryString(options.query), { method, headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NetworkError', 'The service cannot be reached. Check the connection and try again.');
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, parsed);
  const eventId = Number(response.headers.get('pennant-last-event-id'));
  return { body: parsed as T, eventId: Number.isSafeInteger(eventId) && eventId > 0 ? eventId : null };
}
