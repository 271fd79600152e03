import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('the console API types', () => {
  it('are generated from the committed docs/openapi.json (npm run console:api-types)', () => {
    const script = join(__dirname, '..', '..', 'scripts', 'generate-api-types.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
