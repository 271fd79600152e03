#!/usr/bin/env node
// Generates the console's API types from the committed OpenAPI document (docs/openapi.json).
// `npm run openapi` runs it after writing the document; with --check it writes nothing and
// exits 1 when the committed file differs (apps/console/src/api/schema.unit.spec.ts runs that).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = '// Generated from docs/openapi.json by apps/console/scripts/generate-api-types.mjs. Do not edit.\n';
const source = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
const target = fileURLToPath(new URL('../src/api/schema.gen.ts', import.meta.url));

const ast = await openapiTS(JSON.parse(readFileSync(source, 'utf8')), { alphabetize: false, exportType: false });
const text = HEADER + astToString(ast);
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    process.stderr.write('apps/console/src/api/schema.gen.ts is out of date with docs/openapi.json: run npm run console:api-types\n');
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  process.stdout.write(`wrote ${target}\n`);
}
