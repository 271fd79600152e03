import type { Type } from '@nestjs/common';
import {
  ACCESS_METADATA,
  API_DOC,
  describeAccess,
  NO_BODY,
  type AccessDeclaration,
  type ApiDocOptions,
  type JsonSchema,
} from '@pennant/platform';
import { ParameterComponents, type ParameterObject } from './parameter-components';
import { SchemaComponents } from './schema-components';
import { errorSchema } from './schemas';

// Nest's route metadata keys and RequestMethod enum order (stable public contract of @nestjs/common).
const PATH = 'path';
const METHOD = 'method';
const HTTP_CODE = '__httpCode__';
const METHODS = ['get', 'post', 'put', 'delete', 'patch', 'all', 'options', 'head', 'search'];

/** The error answers, each a `components.responses` entry that operations refer to by status. */
const ERROR_ANSWERS: Record<number, { name: string; description: string }> = {
  400: { name: 'BadDataError', description: 'BadDataError: the request is malformed or invalid' },
  401: { name: 'AuthenticationRequired', description: 'AuthenticationRequired: missing or invalid API token' },
  403: { name: 'NoAccessError', description: 'NoAccessError: the credential is of another kind or lacks the permission' },
  404: { name: 'NotFoundError', description: 'NotFoundError' },
  409: { name: 'ConflictError', description: 'Conflict with the current state of a resource (NameExistsError, ConflictError)' },
  413: { name: 'PayloadTooLargeError', description: 'PayloadTooLargeError' },
  415: { name: 'ContentTypeError', description: 'ContentTypeError: the body must be application/json' },
  429: { name: 'RateLimitError', description: 'RateLimitError' },
};
const errorAnswer = (status: number) => ERROR_ANSWERS[status] ?? { name: `Error${status}`, description: 'Error' };

/** Writes accept an Idempotency-Key (ADR 0032): `components.parameters.IdempotencyKey`. */
const IDEMPOTENCY_KEY: ParameterObject = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique string (1–255 printable ASCII). A retry of the same request (method, path, body) with the same key and credential within 24 h gets the first answer again (header idempotent-replayed: true) instead of acting twice; the key on another request is 422, a retry while the first runs is 409 with Retry-After.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

interface Route {
  method: string;
  path: string;
  status: number;
  doc: ApiDocOptions | undefined;
  access: AccessDeclaration | undefined;
  operationId: string;
}

function joinPath(base: string, sub: string): string {
  const parts = [base, sub].flatMap((p) => p.split('/')).filter((p) => p.length > 0);
  return `/${parts.map((p) => (p.startsWith(':') ? `{${p.slice(1)}}` : p)).join('/')}`;
}

function routesOf(controller: Type<unknown>): Route[] {
  const rawBase = Reflect.getMetadata(PATH, controller) as string | string[] | undefined;
  const base = Array.isArray(rawBase) ? rawBase[0] : (rawBase ?? '');
  const proto = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(proto)
    .filter((name) => name !== 'constructor' && typeof proto[name] === 'function')
    .flatMap((name) => {
      const handler = proto[name] as object;
      const sub = Reflect.getMetadata(PATH, handler) as string | string[] | undefined;
      const methodIndex = Reflect.getMetadata(METHOD, handler) as number | undefined;
      if (sub === undefined || methodIndex === undefined) return [];
      const method = METHODS[methodIndex];
      const status = (Reflect.getMetadata(HTTP_CODE, handler) as number | undefined) ?? (method === 'post' ? 201 : 200);
      const doc = Reflect.getMetadata(API_DOC, handler) as ApiDocOptions | undefined;
      const access = Reflect.getMetadata(ACCESS_METADATA, handler) as AccessDeclaration | undefined;
      const subs = Array.isArray(sub) ? sub : [sub];
      return subs.map((s, i) => ({
        method,
        path: joinPath(base, s),
        status,
        doc,
        access,
        operationId: `${controller.name.replace(/Controller$/, '')}.${name}${i > 0 ? i + 1 : ''}`,
      }));
    });
}

/** The documented success answer: a stream, text, a JSON schema, an empty body, or not yet described. */
function successAnswer(doc: ApiDocOptions | undefined, schema: JsonSchema | undefined): Record<string, unknown> {
  if (doc?.stream) return { description: 'Server-Sent Events', content: { 'text/event-stream': { schema: { type: 'string' } } } };
  if (doc?.ndjson)
    return {
      description: 'Newline-delimited JSON, streamed',
      content: { 'application/x-ndjson': { schema: { type: 'string', description: 'one JSON document per line' } } },
    };
  if (doc?.text) return { description: 'Prometheus text exposition format', content: { 'text/plain': { schema: { type: 'string' } } } };
  if (schema) return { description: 'Success', content: { 'application/json': { schema } } };
  return { description: doc?.noBody ? NO_BODY : 'Success' };
}

/** Controllers of the static modules among `imports` (dynamic modules such as CoreModule have none). */
export function controllersOf(imports: readonly unknown[]): Type<unknown>[] {
  return imports.flatMap((m) =>
    typeof m === 'function' ? ((Reflect.getMetadata('controllers', m) as Type<unknown>[] | undefined) ?? []) : [],
  );
}

/**
 * Builds the OpenAPI 3.0 document from the routes the controllers really declare
 * (so no route can be missing) and the @ApiDoc metadata beside them (the same schema objects
 * the handlers validate with).
 */
export function buildOpenApi(
  controllers: readonly Type<unknown>[],
  version: string,
  responses: Record<string, JsonSchema> = {},
): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  // Every schema named as in the spec (`named('featureSchema', …)` sets its title), wherever it
  // occurs, is a component that operations and other components refer to (ADR 0063).
  const components = new SchemaComponents();
  const refer = (schema: JsonSchema) => components.refer(schema);
  const errorAnswers = new Map<number, [string, unknown]>();
  const routes = controllers.flatMap(routesOf);
  routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  // A parameter that several operations take alike is a component they refer to (ADR 0063):
  // counted over every operation first, then referred to.
  const parameterComponents = new ParameterComponents({ IdempotencyKey: IDEMPOTENCY_KEY });
  const parametersOf = (route: Route): ParameterObject[] => {
    const isWrite = route.path.startsWith('/api/') && route.access?.kind !== 'public' && route.method !== 'get';
    return [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(route.doc?.query ?? {}).map(([name, schema]) => ({ name, in: 'query', required: false, schema: refer(schema) })),
      ...(isWrite ? [IDEMPOTENCY_KEY] : []),
    ];
  };
  const routeParameters = new Map(routes.map((route) => [route, parametersOf(route)]));
  for (const parameters of routeParameters.values()) parameters.forEach((p) => parameterComponents.count(p));
  for (const route of routes) {
    const doc = route.doc;
    if (!route.access) throw new Error(`${route.method.toUpperCase()} ${route.path} declares no access (ADR 0029)`);
    const isPublic = route.access.kind === 'public';
    const parameters = (routeParameters.get(route) ?? []).map((p) => parameterComponents.refer(p));
    const errors = new Set<number>([...(doc?.errors ?? []), ...(isPublic ? [] : [401, 403])]);
    if (doc?.body) [400, 415].forEach((s) => errors.add(s));
    const success = doc?.response ?? responses[`${route.method} ${route.path}`];
    const answers: Record<string, unknown> = { [route.status]: successAnswer(doc, success ? refer(success) : undefined) };
    for (const status of [...errors].sort()) {
      const { name, description } = errorAnswer(status);
      errorAnswers.set(status, [name, { description, content: { 'application/json': { schema: refer(errorSchema) } } }]);
      answers[status] = { $ref: `#/components/responses/${name}` };
    }
    const operation: Record<string, unknown> = {
      operationId: route.operationId,
      tags: [doc?.tag ?? (route.path.split('/')[3] || route.path.split('/')[1] || 'service')],
      summary: doc?.summary ?? `${route.method.toUpperCase()} ${route.path}`,
      ...(parameters.length ? { parameters } : {}),
      ...(doc?.body ? { requestBody: { required: true, content: { 'application/json': { schema: refer(doc.body) } } } } : {}),
      responses: answers,
      // Who may call it: the route's access declaration (ADR 0029); the route matrix test reads it.
      'x-pennant-access': describeAccess(route.access),
      ...(isPublic ? { security: [] } : route.access.kind === 'signal' ? { security: [{ signalToken: [] }] } : {}),
    };
    paths[route.path] = { ...(paths[route.path] ?? {}), [route.method]: operation };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Pennant admin API',
      version,
      description:
        'Event-sourced, Unleash-compatible feature-flag administration. Every error body is {id, name, message, details} (details: what is wrong, else one entry repeating the message, as Unleash sends them). ' +
        'Any /api operation may answer 503: NotReady (read models catching up, with Retry-After), ServiceUnavailableError (database unreachable; nothing was written), ' +
        'OutcomeUnknownError or RecordedWithoutAnswerError (a write whose answer was lost; docs/adr/0032). A successful write whose read models did not catch up in time carries Pennant-Consistency: pending.',
    },
    components: {
      schemas: components.all(),
      responses: Object.fromEntries([...errorAnswers].sort(([a], [b]) => a - b).map(([, entry]) => entry)),
      parameters: parameterComponents.all(),
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
        signalToken: { type: 'http', scheme: 'bearer', description: 'A token of the signal endpoint named in the path' },
      },
    },
    security: [{ apiKey: [] }],
    paths,
  };
}
