import fc from 'fast-check';
import { fillPath, pathParams, type HttpMethod, type JsonSchema, type Operation } from './openapi-operations';
import { JUNK_PATH_VALUES, JUNK_QUERY_VALUES, junkPathMayBeNoOp, queryValueIsInvalid, undecodable } from './bad-input-values';

export { junkPathMayBeNoOp };

/**
 * One generated request. `definitelyInvalid` cases must be answered 4xx with nothing written;
 * the others ("robustness" cases: junk that a route may legitimately accept, e.g. free text in a
 * search term) must still never 500, hang, leak internals or — for GET/DELETE of nothing — write.
 */
export interface BadCase {
  label: string;
  method: HttpMethod;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  definitelyInvalid: boolean;
  /** The operation streams (SSE): a 2xx is checked on its headers, then the stream is dropped. */
  stream?: boolean;
}

/** A raw JSON token spliced into a serialized body (JSON.stringify cannot write 1e400 or NaN). */
const RAW = (token: string) => `__RAW__${token}__RAW__`;
function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"__RAW__(.*?)__RAW__"/g, (_, token: string) => token);
}

/** A plausible value of the schema, used as the base that one mutation at a time makes invalid. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return 'h'.repeat(Math.max(schema.minLength ?? 1, 1)).slice(0, schema.maxLength ?? 100);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties?.[key] ?? {});
      return out;
    }
    default:
      return 'h';
  }
}

/** Values that the property's declared schema rejects (never valid by construction). */
export function wrongValuesFor(schema: JsonSchema, name = ''): unknown[] {
  const out: unknown[] = [];
  const notNull = schema.nullable ? [] : [null];
  switch (schema.type) {
    case 'string': {
      out.push(123, true, {}, [], ...notNull, 'nul\u0000byte', RAW('1e400'));
      if (schema.maxLength !== undefined)
        out.push('\u{1F4A5}'.repeat(schema.maxLength + 1), `'; DROP TABLE es_events; --${'x'.repeat(schema.maxLength)}`);
      if ((schema.minLength ?? 0) >= 1) out.push('');
      // Date-like fields: impossible calendar dates and number forms.
      if (/At$|[Dd]ate/.test(name))
        out.push('2026-02-30T00:00:00Z', '2026-02-30', '2026-13-01', '2026-04-31T12:00:00Z', '1e400', 'NaN', 'Infinity', '99999-01-01');
      if (schema.enum) out.push('NOT_ONE_OF_THEM', '__proto__', 'constructor', `${String(schema.enum[0])}\u0000`);
      if (schema.pattern) {
        for (const s of ['../../etc/passwd', "'; DROP TABLE es_events; --", '.*(a+)+$', '\u202e\u0001\u001f', 'toString', ' ']) {
          if (!new RegExp(schema.pattern).test(s)) out.push(s);
        }
      }
      break;
    }
    case 'integer':
    case 'number': {
      out.push('1', true, {}, [], ...notNull, RAW('1e400'), RAW('-1e400'), RAW('18446744073709551616'), RAW('9007199254740993'));
      if (schema.type === 'integer') out.push(1.5);
      // 1e-400 underflows to 0 in every JSON parser: invalid only where 0 is out of range.
      if (schema.type === 'integer' && ((schema.minimum ?? -Infinity) > 0 || (schema.maximum ?? Infinity) < 0)) out.push(RAW('1e-400'));
      if (schema.maximum !== undefined && schema.maximum < 2 ** 31) out.push(2 ** 31, schema.maximum + 1);
      if (schema.minimum !== undefined) out.push(schema.minimum - 1, -(2 ** 31) - 1);
      break;
    }
    case 'boolean':
      out.push('true', 1, 0, 'yes', ...notNull, {}, []);
      break;
    case 'array': {
      out.push('x', {}, 1, ...notNull);
      if (schema.maxItems !== undefined) out.push(Array.from({ length: schema.maxItems + 1 }, () => sampleOf(schema.items ?? {})));
      for (const wrong of schema.items ? wrongValuesFor(schema.items).slice(0, 3) : []) out.push([wrong]);
      break;
    }
    case 'object':
      out.push('x', [], 1, ...notNull);
      break;
  }
  return out;
}

export interface Fixtures {
  /** A valid value per path parameter, given the path template (ids depend on the resource). */
  pathValue(path: string, param: string): string;
  bodyLimitBytes: number;
}

const PROTOTYPE_KEYS = { constructor: 'x', toString: 1, hasOwnProperty: null, valueOf: [], isPrototypeOf: {} };

/** Every generated case of one operation. */
export function casesFor(op: Operation, fx: Fixtures): BadCase[] {
  const cases: BadCase[] = [];
  const names = pathParams(op.path);
  const valid = Object.fromEntries(names.map((n) => [n, fx.pathValue(op.path, n)]));
  const url = fillPath(op.path, valid);
  const jsonHeaders = { 'content-type': 'application/json' };
  const add = (label: string, c: Omit<BadCase, 'label' | 'method'>) =>
    cases.push({ label: `${op.method} ${op.path} ${label}`, method: op.method, ...c, ...(op.streams ? { stream: true } : {}) });
  const base = op.body ? sampleOf(op.body) : {};
  const withBody = () => (op.acceptsBody ? { payload: toJson(base), headers: jsonHeaders } : {});

  // 1. Path parameters: each one in turn replaced by junk (the others stay valid).
  for (const name of names) {
    for (const junk of JUNK_PATH_VALUES) {
      const u = fillPath(op.path, { ...valid, [name]: junk });
      add(`path ${name}=${junk.slice(0, 40)}`, {
        url: u,
        ...withBody(),
        definitelyInvalid: !junkPathMayBeNoOp(op, name) || undecodable(junk),
      });
    }
  }

  // 2. Query parameters: junk in each documented one, and each single-valued one repeated.
  for (const p of op.params.filter((x) => x.in === 'query')) {
    for (const junk of JUNK_QUERY_VALUES) {
      add(`query ${p.name}=${junk.slice(0, 40)}`, {
        url: `${url}?${p.name}=${junk}`,
        definitelyInvalid: queryValueIsInvalid(p.name, p.schema, junk),
      });
    }
    if (p.schema.type !== 'array') add(`query ${p.name} repeated`, { url: `${url}?${p.name}=a&${p.name}=b`, definitelyInvalid: true });
  }
  // Undocumented query parameters (prototype names, undecodable): ignored or refused, never a 500.
  if (op.method === 'GET')
    add('undocumented query junk', {
      url: `${url}?__proto__=1&constructor=x&toString=%00&%E0%A4%A=1&x=%E0%A4%A`,
      definitelyInvalid: false,
    });

  if (!op.acceptsBody) return cases;

  // 3. Parser level (every POST/PUT/PATCH, documented body or not): refused before any route runs.
  const malformed = [
    '{',
    '{"a":}',
    "{'a':1}",
    '[1,]',
    'NaN',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":"\\u00zz"}',
    '{"a":1}}',
    '\u0000',
    '{"a":"\u0001\u0000"',
    '"unterminated',
  ];
  for (const raw of malformed)
    add(`malformed JSON ${JSON.stringify(raw)}`, { url, payload: raw, headers: jsonHeaders, definitelyInvalid: true });
  // An empty body is no body (as Unleash reads it): refused where the route documents a body it
  // needs. Where it documents none, it is the valid request itself (it may write: a switch), which
  // test/e2e/empty-json-body.e2e proves served; this sweep sends only requests that write nothing.
  if (op.body !== null) add('empty JSON body', { url, payload: '', headers: jsonHeaders, definitelyInvalid: true });
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'text/json',
    'application/jsonx',
    '%E0%A4%A',
  ]) {
    add(`content-type ${type}`, { url, payload: toJson(base), headers: { 'content-type': type }, definitelyInvalid: true });
  }
  add('oversize body', {
    url,
    payload: toJson({ ...(typeof base === 'object' && base ? base : {}), pad: 'x'.repeat(fx.bodyLimitBytes + 1) }),
    headers: jsonHeaders,
    definitelyInvalid: true,
  });
  add('__proto__ key', { url, payload: `{"__proto__":{"isAdmin":true},"name":"p"}`, headers: jsonHeaders, definitelyInvalid: true });
  add('constructor.prototype key', {
    url,
    payload: `{"constructor":{"prototype":{"isAdmin":true}},"name":"p"}`,
    headers: jsonHeaders,
    definitelyInvalid: true,
  });
  add('nested __proto__ key', { url, payload: `{"a":[{"b":{"__proto__":{"x":1}}}]}`, headers: jsonHeaders, definitelyInvalid: true });

  // JSON patch routes: pointers through object-prototype names must be refused (and pollute nothing).
  if (op.method === 'PATCH') {
    for (const path of [
      '/__proto__/polluted',
      '/0/__proto__/polluted',
      '/constructor/prototype/polluted',
      '/0/constructor/prototype/polluted',
      '/toString',
      '/0/hasOwnProperty',
    ]) {
      add(`JSON patch ${path}`, {
        url,
        payload: toJson([{ op: 'add', path, value: 'yes' }]),
        headers: jsonHeaders,
        definitelyInvalid: true,
      });
      add(`JSON patch replace ${path}`, {
        url,
        payload: toJson([{ op: 'replace', path, value: 'yes' }]),
        headers: jsonHeaders,
        definitelyInvalid: true,
      });
    }
    add('JSON patch unknown op', {
      url,
      payload: toJson([{ op: 'merge', path: '/description', value: 'x' }]),
      headers: jsonHeaders,
      definitelyInvalid: true,
    });
  }

  // 4. Body fields (documented schema only): wrong types, missing/extra fields, limits.
  const schema = op.body;
  if (!schema) return cases;
  const send = (label: string, body: unknown) =>
    add(label, { url, payload: typeof body === 'string' ? body : toJson(body), headers: jsonHeaders, definitelyInvalid: true });
  if (schema.type === 'object') {
    for (const wrong of ['str', 0, true, null, [], [base]]) send(`body is ${JSON.stringify(wrong).slice(0, 30)}`, wrong);
    const obj = base as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      const rest = { ...obj };
      delete rest[key];
      send(`missing ${key}`, rest);
      send(`missing ${key} + prototype-named extras`, { ...rest, ...PROTOTYPE_KEYS });
    }
    if (schema.additionalProperties === false) send('extra field', { ...obj, unexpected: 1 });
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      for (const wrong of wrongValuesFor(prop, key)) send(`${key}=${JSON.stringify(wrong).slice(0, 40)}`, { ...obj, [key]: wrong });
      if (prop.type === 'object' && prop.properties) {
        for (const [inner, innerSchema] of Object.entries(prop.properties)) {
          const nested = sampleOf(prop) as Record<string, unknown>;
          for (const wrong of wrongValuesFor(innerSchema, inner).slice(0, 4))
            send(`${key}.${inner}=${JSON.stringify(wrong).slice(0, 30)}`, { ...obj, [key]: { ...nested, [inner]: wrong } });
        }
      }
      if (prop.type === 'array' && prop.items?.type === 'object' && prop.items.properties) {
        for (const [inner, innerSchema] of Object.entries(prop.items.properties)) {
          for (const wrong of wrongValuesFor(innerSchema, inner).slice(0, 4))
            send(`${key}[0].${inner}=${JSON.stringify(wrong).slice(0, 30)}`, {
              ...obj,
              [key]: [{ ...(sampleOf(prop.items) as object), [inner]: wrong }],
            });
        }
      }
    }
  } else if (schema.type === 'array') {
    for (const wrong of ['str', 0, true, null, {}]) send(`body is ${JSON.stringify(wrong)}`, wrong);
  }
  return cases;
}

/** Junk strings for property-based cases: unicode, control, SQL/regex metacharacters. */
export const junkString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "'; DROP TABLE es_events; --",
    '../../etc/passwd',
    '.*(a+)+$',
    '[',
    '\\',
    '%00',
    '\u0000',
    '\u202e',
    '__proto__',
    'constructor',
    '${x}',
    '$1',
    '%E0%A4%A',
  ),
  fc.string({ unit: 'grapheme', minLength: 1000, maxLength: 3000 }),
);

/** JSON values including the awkward ones (deep nesting, big numbers, prototype-named keys). */
export const junkJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    junkString,
    fc.constantFrom(2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1.5, -0, 0, 1e308, Number.MAX_SAFE_INTEGER + 1),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(junkString, fc.constantFrom('constructor', 'toString', 'valueOf', 'name', 'id', 'type')), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

export { toJson };
