import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The one shape of a use case (issue 37 §4, docs/architecture.md "The slice shape"):
 * `libs/<noun>/src/{commands,queries}/<use-case>/<use-case>[-<part>].<role>.ts`, what several use
 * cases share as `libs/<noun>/src/{commands,queries}/<name>.<role>.ts`, a spec named after its subject (`<subject>.{unit,int,e2e}.spec.ts`), and facts in `libs/<noun>/src/facts/<subject>.facts.ts`.
 */
export const SLICE_ROLES = [
  'controller', // HTTP routes: validate, build a command or query, dispatch, answer
  'command', // command classes (what a write asks for)
  'handler', // command, query or event handlers
  'query', // query classes (what a read asks for)
  'schema', // what comes in: bodies, parameters, their parsing and OpenAPI description
  'response', // what goes out: the answer's shape, its mapping from rows, its rendering
  'sql', // statement text or builders
  'store', // table access outside a handler: a use case's own tables, or a reader a service shares
  'service', // a long-lived component: job, hub, registry, runner, rate limiter, evaluator, stream
  'logic', // pure functions the use case needs (parse, diff, evaluate): no framework, no I/O
  'errors', // the use case's own error classes
  'event', // an in-process notification one use case publishes for another (not a stored event)
] as const;

const SPEC = /\.(unit|int|e2e)\.spec\.ts$/;

/** Every .ts file under libs/, as a repository-relative path with forward slashes. */
export function libFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) out.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(join(root, 'libs'));
  return out.sort();
}

/** The files that break the shape, each with the reason. */
export function sliceShapeViolations(files: readonly string[]): string[] {
  const roles = new Set<string>(SLICE_ROLES);
  const out: string[] = [];
  for (const file of files) {
    const slice = /^libs\/[^/]+\/src\/(commands|queries)\/([^/]+)\/(.+)$/.exec(file);
    if (slice) {
      const [, , useCase, rest] = slice;
      if (rest.includes('/')) {
        out.push(`${file}: a use case is one flat folder`);
        continue;
      }
      const subject = rest.replace(SPEC, '.ts');
      const parts = /^([a-z0-9-]+)\.([a-z]+)\.ts$/.exec(subject);
      if (!parts) out.push(`${file}: not <use-case>[-<part>].<role>.ts`);
      else if (parts[1] !== useCase && !parts[1].startsWith(`${useCase}-`))
        out.push(`${file}: does not start with its folder's name "${useCase}"`);
      else if (!roles.has(parts[2])) out.push(`${file}: role "${parts[2]}" is not one of ${SLICE_ROLES.join(', ')}`);
      continue;
    }
    const shared = /^libs\/[^/]+\/src\/(commands|queries)\/([^/]+)$/.exec(file);
    if (shared) {
      const parts = /^[a-z0-9-]+\.([a-z]+)\.ts$/.exec(shared[2].replace(SPEC, '.ts'));
      if (!parts) out.push(`${file}: not <name>.<role>.ts`);
      else if (!roles.has(parts[1])) out.push(`${file}: role "${parts[1]}" is not one of ${SLICE_ROLES.join(', ')}`);
      continue;
    }
    const facts = /^libs\/[^/]+\/src\/facts\/(.+)$/.exec(file);
    if (facts && !/^[a-z0-9-]+\.facts\.ts$/.test(facts[1].replace(SPEC, '.ts'))) out.push(`${file}: not <subject>.facts.ts`);
  }
  return out;
}

/** Facts classes declared anywhere but a lib's facts/ folder. */
export function strayFacts(root: string, files: readonly string[]): string[] {
  return files
    .filter((file) => !SPEC.test(file) && !/^libs\/[^/]+\/src\/facts\//.test(file))
    .filter((file) => /^export class \w+Facts\b/m.test(readFileSync(join(root, file), 'utf8')))
    .map((file) => `${file}: a Facts class outside src/facts/`);
}
