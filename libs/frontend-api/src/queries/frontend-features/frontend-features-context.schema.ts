import type { Context } from 'unleash-client/lib/context';
import { BadDataError } from '@pennant/platform';

const KNOWN = new Set(['userId', 'sessionId', 'remoteAddress', 'appName', 'environment', 'currentTime']);
const MAX_FIELDS = 100;
const MAX_LENGTH = 1000;
const PROPERTY = /^properties\[(.+)\]$/;

function refuse(path: string, message: string): never {
  throw new BadDataError(`Request validation failed: ${path} ${message}`, [{ path, message: `${path} ${message}` }]);
}

function text(value: unknown, path: string): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') refuse(path, 'must be a string');
  if (value.length > MAX_LENGTH) refuse(path, `must be at most ${MAX_LENGTH} characters`);
  return value;
}

/**
 * The Unleash context of a frontend request: the known fields, `properties` (an object in a body,
 * `properties[name]=` in a query) and — as Unleash's frontend API does — any other field as a
 * property. Values are strings (numbers and booleans are taken as their text); `currentTime` must
 * be a date. `remoteAddress` defaults to the caller's address.
 */
export function readContext(raw: unknown, path: 'query' | 'body.context', remoteAddress: string): Context {
  if (raw === undefined) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) refuse(path, 'must be an object');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_FIELDS) refuse(path, `may have at most ${MAX_FIELDS} fields`);
  const fields: Record<string, string> = {};
  const properties: Record<string, string> = {};
  for (const [key, value] of entries) {
    const at = `${path}.${key}`;
    const property = PROPERTY.exec(key);
    if (key === 'properties' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const nested = Object.entries(value as Record<string, unknown>);
      if (nested.length > MAX_FIELDS) refuse(at, `may have at most ${MAX_FIELDS} fields`);
      for (const [name, v] of nested) properties[name] = text(v, `${at}.${name}`);
    } else if (property) properties[property[1]] = text(value, at);
    else if (KNOWN.has(key)) fields[key] = text(value, at);
    else properties[key] = text(value, at);
  }
  let currentTime: Date | undefined;
  if (fields.currentTime !== undefined) {
    currentTime = new Date(fields.currentTime);
    if (Number.isNaN(currentTime.getTime())) refuse(`${path}.currentTime`, 'must be a date-time');
  }
  return {
    ...(fields.userId !== undefined ? { userId: fields.userId } : {}),
    ...(fields.sessionId !== undefined ? { sessionId: fields.sessionId } : {}),
    ...(fields.appName !== undefined ? { appName: fields.appName } : {}),
    ...(fields.environment !== undefined ? { environment: fields.environment } : {}),
    ...(currentTime ? { currentTime } : {}),
    remoteAddress: fields.remoteAddress ?? remoteAddress,
    properties,
  };
}
