/**
 * Secrets an answer shows once (docs/adr/0060-write-receipts.md, issue 35 §4): the first answer of
 * a keyed request is kept for its retries, but a created token's secret or a link's key must never
 * reach the disk. The kept answer has those fields replaced by REDACTED, and its replay names them
 * in this header: the retry learns that the object was created and that its secret was shown once.
 */
export const SECRET_REDACTED_HEADER = 'pennant-secret-redacted';
export const REDACTED = '[redacted: shown once, not kept]';

function redact(value: unknown, path: readonly string[]): unknown {
  if (path.length === 0 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, path));
  const [head, ...rest] = path;
  if (!(head in value)) return value;
  const field = (value as Record<string, unknown>)[head];
  return { ...value, [head]: rest.length === 0 ? (field === null ? null : REDACTED) : redact(field, rest) };
}

/**
 * `body` (JSON text) with each of `fields` (dotted paths; arrays are walked) replaced by REDACTED.
 * A body that is not JSON is not kept at all (null): better no body than a secret.
 */
export function redactSecrets(body: string | null, fields: readonly string[]): string | null {
  if (body === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  for (const field of fields) value = redact(value, field.split('.'));
  return JSON.stringify(value);
}
