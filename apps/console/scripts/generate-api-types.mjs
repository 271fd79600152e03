#!/usr/bin/env node
// Generates the console's API types from the committed OpenAPI document (docs/openapi.json).
// `npm run openapi` runs it after writing the document; a unit test fails when the committed
// file differs from what this script produces (apps/console/src/api/schema.unit.spec.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const HEADER = '// Generated from docs/openapi.json by apps/console/scripts/generate-api-types.mjs. Do not edit.\n';

export async function generate() {
  const document = JSON.parse(readFileSync(fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url)), 'utf8'));
  const ast = await openapiTS(document, { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../src/api/schema.gen.ts', import.meta.url));
  writeFileSync(target, await generate());
  process.stdout.write(`wrote ${target}\n`);
}
