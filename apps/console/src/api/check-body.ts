import type { PathWith } from './client';
import type { Problem } from './operation-rule';
import { schemaProblems } from './operation-rule';
import { OPERATIONS, SCHEMAS } from './operations.gen';

type Method = 'post' | 'put' | 'patch';

/**
 * What the API would refuse in a request body, checked with the schema the API publishes for
 * the operation (the same limits, the same words), before anything is sent. An operation the
 * document gives no body schema for is not checked here: the API's answer is shown instead.
 */
export function bodyProblems<M extends Method>(method: M, path: PathWith<M>, body: unknown): Problem[] {
  const schema = OPERATIONS[`${method} ${path}`]?.body;
  return schema ? schemaProblems(schema, body, 'body', [], SCHEMAS) : [];
}

/** `body.tokenName` → `tokenName`; `body.match.payload.x` → `match.payload.x`. */
export function fieldOf(problem: Problem): string {
  return problem.path.replace(/^body\.?/, '');
}
