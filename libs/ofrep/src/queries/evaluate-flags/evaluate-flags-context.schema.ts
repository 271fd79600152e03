import type { Context } from 'unleash-client/lib/context';
import { OfrepRequestError } from './evaluate-flags.errors';

/** Bounds of one context (OFREP is a public, high-volume door: the work per request stays bounded). */
export const MAX_CONTEXT_FIELDS = 100;
export const MAX_VALUE_LENGTH = 1000;
export const MAX_KEY_LENGTH = 255;

/** Unleash's own context fields; any other field is a property. `userId` comes from `targetingKey`. */
const FIELDS = new Set(['sessionId', 'remoteAddress', 'appName', 'environment', 'currentTime']);

/** What an OFREP request asks: the Unleash context to evaluate with, and the app the caller named (for SDK metrics). */
export interface OfrepContext {
  context: Context;
  appName: string | null;
  /** The context's `environment` (an admin token evaluates there; SDK tokens' own environment wins). */
  environment: string | null;
}

function invalid(path: string, message: string): never {
  throw new OfrepRequestError('INVALID_CONTEXT', `${path} ${message}`, path);
}

/** A context value as Unleash reads it: text (numbers and booleans as their text, as SDKs send them); null is absent. */
function text(value: unknown, path: string): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) invalid(path, 'must be a finite number');
    return String(value);
  }
  if (typeof value !== 'string') invalid(path, 'must be a string, number or boolean (Unleash context values are flat)');
  if (value.length > MAX_VALUE_LENGTH) invalid(path, `must be at most ${MAX_VALUE_LENGTH} characters`);
  if (value.includes('\u0000')) invalid(path, 'must not contain NUL characters');
  return value;
}

function checkKey(key: string, path: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) invalid(path, `names a field of ${key.length} characters (1 to ${MAX_KEY_LENGTH})`);
}

/**
 * The Unleash context of an OFREP request body `{context}` (ADR 0062): `targetingKey` is the
 * `userId` (required, as OFREP's schema says: `TARGETING_KEY_MISSING` without it); `sessionId`,
 * `remoteAddress`, `appName`, `environment` and `currentTime` are Unleash's fields; every other
 * field is a property, and a `properties` object (Unleash's own shape) adds its entries too.
 * Values are strings, numbers or booleans (taken as their text); `null` is absent; nested
 * objects and arrays are refused (`INVALID_CONTEXT`), as are more than 100 fields, a value over
 * 1,000 characters and an unreadable `currentTime`. `remoteAddress` defaults to the caller's address.
 */
export function readOfrepContext(body: unknown, remoteAddress: string): OfrepContext {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new OfrepRequestError('PARSE_ERROR', 'body must be a JSON object {"context": {…}}', 'body');
  const raw = (body as { context?: unknown }).context;
  if (raw === undefined) throw new OfrepRequestError('INVALID_CONTEXT', 'body.context is required', 'body.context');
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) invalid('body.context', 'must be an object');
  const entries = Object.entries(raw as Record<string, unknown>);
  let count = entries.length;
  if (count > MAX_CONTEXT_FIELDS) invalid('body.context', `may have at most ${MAX_CONTEXT_FIELDS} fields`);
  const targetingKey = (raw as { targetingKey?: unknown }).targetingKey;
  if (targetingKey === undefined || targetingKey === null)
    throw new OfrepRequestError(
      'TARGETING_KEY_MISSING',
      'body.context.targetingKey is required (the user id, or a session id for anonymous visitors)',
      'body.context.targetingKey',
    );
  if (typeof targetingKey !== 'string') invalid('body.context.targetingKey', 'must be a string');
  const userId = text(targetingKey, 'body.context.targetingKey') as string;
  const fields: Record<string, string> = {};
  const properties: Record<string, string> = {};
  for (const [key, value] of entries) {
    const path = `body.context.${key}`;
    checkKey(key, path);
    if (key === 'targetingKey') continue;
    if (key === 'properties' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const nested = Object.entries(value as Record<string, unknown>);
      count += nested.length;
      if (count > MAX_CONTEXT_FIELDS) invalid('body.context', `may have at most ${MAX_CONTEXT_FIELDS} fields (properties included)`);
      for (const [name, v] of nested) {
        checkKey(name, `${path}.${name}`);
        const t = text(v, `${path}.${name}`);
        if (t !== null) properties[name] = t;
      }
      continue;
    }
    const t = text(value, path);
    if (t === null) continue;
    if (key === 'userId') {
      if (t !== userId) invalid(path, 'differs from targetingKey (targetingKey is the userId)');
    } else if (FIELDS.has(key)) fields[key] = t;
    else properties[key] = t;
  }
  let currentTime: Date | undefined;
  if (fields.currentTime !== undefined) {
    currentTime = new Date(fields.currentTime);
    if (Number.isNaN(currentTime.getTime())) invalid('body.context.currentTime', 'must be a date-time');
  }
  return {
    context: {
      userId,
      ...(fields.sessionId !== undefined ? { sessionId: fields.sessionId } : {}),
      ...(fields.appName !== undefined ? { appName: fields.appName } : {}),
      ...(currentTime ? { currentTime } : {}),
      remoteAddress: fields.remoteAddress ?? remoteAddress,
      properties,
    },
    appName: fields.appName ?? null,
    environment: fields.environment ?? null,
  };
}
