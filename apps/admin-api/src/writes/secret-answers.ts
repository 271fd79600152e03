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

function valuesAt(value: unknown, path: readonly string[]): string[] {
  if (typeof value !== 'object' || value === null) return path.length === 0 && typeof value === 'string' ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) return [];
  const [head, ...rest] = path;
  return head in value ? valuesAt((value as Record<string, unknown>)[head], rest) : [];
}

function parsed(body: string | null): { ok: true; value: unknown } | { ok: false } {
  if (body === null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * `body` (JSON text) with each of `fields` (dotted paths; arrays are walked) replaced by REDACTED.
 * A body that is not JSON is not kept at all (null): better no body than a secret.
 */
export function redactSecrets(body: string | null, fields: readonly string[]): string | null {
  const json = parsed(body);
  if (!json.ok) return null;
  let value = json.value;
  for (const field of fields) value = redact(value, field.split('.'));
  return JSON.stringify(value);
}

/**
 * The kept answer of a write that shows secrets once: its body redacted (redactSecrets), and any
 * kept header that repeats one of those secrets (a `location` naming a link by its key) with the
 * secret replaced too.
 */
export function redactAnswer(
  body: string | null,
  headers: Record<string, string>,
  fields: readonly string[],
): { body: string | null; headers: Record<string, string> } {
  const json = parsed(body);
  const secrets = json.ok ? fields.flatMap((field) => valuesAt(json.value, field.split('.'))).filter((v) => v.length > 0) : [];
  const kept = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      secrets.reduce((v, secret) => v.split(secret).join(REDACTED).split(encodeURIComponent(secret)).join(REDACTED), value),
    ]),
  );
  return { body: redactSecrets(body, fields), headers: { ...kept, [SECRET_REDACTED_HEADER]: fields.join(', ') } };
}
