import '../../../../libs/platform/src/runtime/register-aliases';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from './app-openapi';

// `npm run openapi` regenerates docs/openapi.json; a test fails when the committed file is stale.
const target = join(__dirname, '..', '..', '..', '..', '..', 'docs', 'openapi.json');
writeFileSync(target, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
process.stdout.write(`wrote ${target}\n`);
