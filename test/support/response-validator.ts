import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { DiscoveryService } from '@nestjs/core';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_BODY } from '@pennant/platform';
import { openApiDocumentOf } from '../../apps/admin-api/src/openapi/openapi-document';

/**
 * Proves the OpenAPI document against real answers (ADR 0050): in the tests' app, every 2xx JSON
 * answer of an operation that documents a response schema is validated against that schema. A
 * mismatch replaces the answer by a 500 `ResponseSchemaMismatch` naming the route and the first
 * error, is printed, and is kept so that `TestApp.close()` fails the file even when no test looked
 * at that answer. Test-only: the production service never validates its own answers.
 */

type Operation = { responses?: Record<string, { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }> };
type Paths = Record<string, Record<string, Operation>>;

const DOCUMENT_ID = 'pennant-openapi.json';

/** The documented path of a Fastify route pattern (`/api/x/:id/` → `/api/x/{id}`). */
function documentedPath(url: string): string {
  const parts = url.split('/').filter((p) => p.length > 0);
  return `/${parts.map((p) => (p.startsWith(':') ? `{${p.slice(1)}}` : p)).join('/')}`;
}

/** The documented status whose JSON schema describes an answer with `status`. */
function documentedStatus(operation: Operation | undefined, status: number): string | undefined {
  const responses = operation?.responses ?? {};
  if (responses[String(status)]?.content?.['application/json']?.schema) return String(status);
  // A route documented with another 2xx (e.g. 201) that answered this one: the same body.
  return Object.entries(responses).find(([s, r]) => s.startsWith('2') && r.content?.['application/json']?.schema)?.[0];
}

/** A JSON pointer into the document, as a URI fragment (RFC 6901 escapes, then percent-encoding). */
function pointer(...segments: string[]): string {
  return segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
}

/** Installs the check on `app`; each mismatch is also pushed to `mismatches` ("GET /path answered 200 …: /x must be string"). */
/** The JSON text of a (possibly compressed: SDKs ask for gzip) payload. */
function decoded(payload: string | Buffer, encoding: string): string {
  if (typeof payload === 'string' || !encoding) return payload.toString();
  if (encoding === 'gzip') return gunzipSync(payload).toString();
  if (encoding === 'br') return brotliDecompressSync(payload).toString();
  if (encoding === 'deflate') return inflateSync(payload).toString();
  return payload.toString();
}

export function installResponseValidator(app: NestFastifyApplication, mismatches: string[]): void {
  const controllers = app
    .get(DiscoveryService)
    .getControllers()
    .flatMap((c) => (c.metatype ? [c.metatype as Type<unknown>] : []));
  const document = openApiDocumentOf(controllers) as { paths: Paths };
  const paths = document.paths;
  // Answers refer to components (`$ref: '#/components/schemas/x'`, ADR 0063), which refer to
  // others: the whole document is the schemas' root, and each answer is validated by its pointer.
  const ajv = new Ajv({ allErrors: false, strict: false });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction | null>();

  function validatorOf(method: string, path: string, status: number): ValidateFunction | null {
    const key = `${method} ${path} ${status}`;
    if (!compiled.has(key)) {
      const documented = documentedStatus(paths[path]?.[method], status);
      const at = documented && pointer('paths', path, method, 'responses', documented, 'content', 'application/json', 'schema');
      compiled.set(key, at ? ajv.compile({ $ref: `${DOCUMENT_ID}#/${at}` }) : null);
    }
    return compiled.get(key) ?? null;
  }

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      const type = String(reply.getHeader('content-type') ?? '');
      const url = request.routeOptions.url;
      if (reply.statusCode < 200 || reply.statusCode >= 300 || !url) return done(null, payload);
      // A write whose read-your-writes wait ran out (`Pennant-Consistency: pending`, ADR 0033) cannot
      // read back what it created: its answer has no representation yet (ADR 0050). Anything else is checked.
      const empty = payload === undefined || payload === null || payload === '' || payload === 'null';
      if (reply.getHeader('pennant-consistency') === 'pending' && empty) return done(null, payload);
      const operation = paths[documentedPath(url)]?.[request.method.toLowerCase()];
      const fail = (problem: string) => {
        const message = `${request.method} ${documentedPath(url)} answered ${reply.statusCode} with a body that does not match its documented schema: ${problem}`;
        mismatches.push(message);
        process.stderr.write(`\n[response-validator] ${message}\n`);
        reply.code(500);
        void reply.header('content-type', 'application/json; charset=utf-8');
        done(null, JSON.stringify({ id: String(request.id), name: 'ResponseSchemaMismatch', message, details: [{ message }] }));
      };
      if (operation?.responses?.[String(reply.statusCode)]?.description === NO_BODY) {
        const size =
          typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.length : payload === undefined || payload === null ? 0 : 1;
        return size === 0 ? done(null, payload) : fail('documented without a body, but it has one');
      }
      if (!type.startsWith('application/json')) return done(null, payload);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const method = request.method.toLowerCase();
      const path = documentedPath(url);
      const validate = validatorOf(method, path, reply.statusCode);
      if (!validate) return done(null, payload);
      let body: unknown;
      try {
        body = JSON.parse(decoded(payload, String(reply.getHeader('content-encoding') ?? '')));
      } catch {
        body = payload.toString();
      }
      if (validate(body)) return done(null, payload);
      const first = validate.errors?.[0];
      fail(
        first
          ? `${first.instancePath || '(root)'} ${first.message ?? ''}${first.params ? ` ${JSON.stringify(first.params)}` : ''}`
          : 'invalid',
      );
    },
  );
}
