import type { paths } from './schema.gen';
import { request, requestRecorded, type Recorded, type RequestOptions } from './http';

/**
 * The console's only way to the admin API: paths and methods are checked against the generated
 * types of docs/openapi.json (a path the API does not publish does not compile), path parameters
 * by name, query parameters by the operation's schema where it has one.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
export type PathWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined | never ? never : P }[keyof paths];

type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type PathParams<P extends string> = [ParamNames<P>] extends [never] ? { path?: undefined } : { path: Record<ParamNames<P>, string> };

type QueryOf<O> = O extends { parameters: { query?: infer Q } }
  ? [Q] extends [undefined | never]
    ? RequestOptions['query']
    : Q & RequestOptions['query']
  : RequestOptions['query'];

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : unknown;
/** The typed 200/201 answer where the document describes it; `unknown` otherwise (callers name the shape). */
export type ResponseOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer OK }
      ? JsonOf<OK>
      : R extends { 201: infer Created }
        ? JsonOf<Created>
        : unknown
    : unknown;

/** The request body the document describes, when it describes one. */
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : unknown;

export type CallOptions<P extends keyof paths, M extends Method> = PathParams<P & string> & {
  query?: QueryOf<Operation<P, M>>;
  body?: BodyOf<Operation<P, M>>;
  signal?: AbortSignal;
};

export function expandPath(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

export function api<M extends Method, P extends PathWith<M>>(method: M, path: P, options?: CallOptions<P, M>): Promise<ResponseOf<P, M>> {
  const url = expandPath(path, (options?.path ?? {}) as Record<string, string>);
  return request<ResponseOf<P, M>>(method.toUpperCase(), url, {
    query: options?.query as RequestOptions['query'],
    body: options?.body,
    signal: options?.signal,
  });
}

/** A write through `api` that also tells which event it recorded (for the link to the history). */
export function apiRecorded<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  options?: CallOptions<P, M>,
): Promise<Recorded<ResponseOf<P, M>>> {
  const url = expandPath(path, (options?.path ?? {}) as Record<string, string>);
  return requestRecorded<ResponseOf<P, M>>(method.toUpperCase(), url, {
    query: options?.query as RequestOptions['query'],
    body: options?.body,
    signal: options?.signal,
  });
}

/** `apiRecorded` for an answer the document leaves undescribed: the caller names its shape. */
export async function recordedAs<T>(write: Promise<Recorded<unknown>>): Promise<Recorded<T>> {
  return (await write) as Recorded<T>;
}
