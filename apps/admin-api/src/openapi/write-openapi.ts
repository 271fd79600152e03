import '../../../../libs/platform/src/runtime/register-aliases';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { openApiDocument } from './app-openapi';

// `npm run openapi` regenerates docs/openapi.json; a test fails when the committed file is stale.
// Laid out by the repository's Prettier settings (a reference or a short schema on one line, as
// the code is written) rather than one key a line: the same document in half the lines (issue 42 §3).
const target = join(__dirname, '..', '..', '..', '..', '..', 'docs', 'openapi.json');

async function main(): Promise<void> {
  const options = (await prettier.resolveConfig(target)) ?? {};
  writeFileSync(target, await prettier.format(JSON.stringify(openApiDocument()), { ...options, parser: 'json' }));
  process.stdout.write(`wrote ${target}\n`);
}

void main();
