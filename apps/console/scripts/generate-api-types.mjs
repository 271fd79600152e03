#!/usr/bin/env node
// Generates the console's API types from the committed OpenAPI document (docs/openapi.json).
// `npm run openapi` runs it after writing the document; with --check it writes nothing and
// exits 1 when a committed file differs (apps/console/src/api/schema.unit.spec.ts runs that).
// Besides the types it writes src/api/operations.gen.ts: each operation's access declaration and
// JSON request-body schema, which the console's forms check before sending (ADR 0042).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = '// Generated from docs/openapi.json by apps/console/scripts/generate-api-types.mjs. Do not edit.\n';
const source = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
const target = fileURLToPath(new URL('../src/api/schema.gen.ts', import.meta.url));

const rulesTarget = fileURLToPath(new URL('../src/api/operations.gen.ts', import.meta.url));

const document = JSON.parse(readFileSync(source, 'utf8'));
const ast = await openapiTS(document, { alphabetize: false, exportType: false });
// A parameter declared once in components.parameters carries its description there: openapi-typescript
// repeats it above every operation's reference (the Idempotency-Key's, 170 times), so those copies go.
const REPEATED_PARAMETER_DOC = /^[ \t]*\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n(?=[ \t]*"?[\w-]+"?\??: components\["parameters"\]\[)/gm;
const text = HEADER + astToString(ast).replace(REPEATED_PARAMETER_DOC, '');

/** The names of the components `schema` refers to, and those they refer to (ADR 0063). */
function referencedSchemas(schema, found = new Set()) {
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const name = ref.replace('#/components/schemas/', '');
      if (!found.has(name)) {
        found.add(name);
        visit(document.components.schemas[name]);
      }
      return;
    }
    Object.values(node).forEach(visit);
  };
  visit(schema);
  return found;
}

/**
 * `"post /api/admin/segments": {access, body?}` for every operation, in the document's order, and
 * the components the bodies refer to (`SCHEMAS`), by name.
 */
function operationRules() {
  const lines = [];
  const names = new Set();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const rule = { access: operation['x-pennant-access'] ?? 'public', ...(body ? { body } : {}) };
      if (body) referencedSchemas(body, names);
      lines.push(`  ${JSON.stringify(`${method} ${path}`)}: ${JSON.stringify(rule)},`);
    }
  }
  const schemas = [...names].sort().map((name) => `  ${name}: ${JSON.stringify(document.components.schemas[name])},`);
  return (
    `${HEADER}import type { JsonSchema, OperationRule } from './operation-rule';\n\n` +
    `export const OPERATIONS: Readonly<Record<string, OperationRule>> = {\n${lines.join('\n')}\n};\n\n` +
    `/** The request-body schemas that OPERATIONS refer to (\`$ref: '#/components/schemas/<name>'\`). */\n` +
    `export const SCHEMAS: Readonly<Record<string, JsonSchema>> = {\n${schemas.join('\n')}\n};\n`
  );
}
const rules = operationRules();

const outputs = [
  [target, text],
  [rulesTarget, rules],
];
if (process.argv.includes('--check')) {
  for (const [file, content] of outputs) {
    if (readFileSync(file, 'utf8') !== content) {
      process.stderr.write(`${file} is out of date with docs/openapi.json: run npm run console:api-types\n`);
      process.exit(1);
    }
  }
} else {
  for (const [file, content] of outputs) {
    writeFileSync(file, content);
    process.stdout.write(`wrote ${file}\n`);
  }
}
