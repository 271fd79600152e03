import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadConsoleFiles } from './console-assets';
import { isApiPath } from './register-console';

describe('loadConsoleFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'console-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is empty when the console is not built', () => {
    expect(loadConsoleFiles(dir).size).toBe(0);
  });

  it('maps URL paths to files; only /assets/ is immutable; text is gzipped when that is smaller', () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>'.repeat(20));
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("x");'.repeat(50));
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    const sut = loadConsoleFiles(dir);
    expect([...sut.keys()].sort()).toEqual(['/assets/index-abc123.js', '/favicon.svg', '/index.html']);
    const script = sut.get('/assets/index-abc123.js');
    expect(script).toMatchObject({ immutable: true, contentType: 'text/javascript; charset=utf-8' });
    expect(gunzipSync(script?.gzip() as Buffer).toString()).toBe('console.log("x");'.repeat(50));
    expect(script?.gzip()).toBe(script?.gzip());
    expect(sut.get('/index.html')).toMatchObject({ immutable: false, contentType: 'text/html; charset=utf-8' });
    expect(sut.get('/favicon.svg')?.gzip()).toBeNull();
    expect(sut.get('/index.html')?.etag).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('isApiPath', () => {
  it('keeps the API prefixes, and only whole segments of them', () => {
    expect(
      [
        '/api',
        '/api/admin/x',
        '/auth/simple/login',
        '/logout',
        '/health',
        '/ready',
        '/docs/openapi.json',
        '/internal-backstage/prometheus',
      ].every(isApiPath),
    ).toBe(true);
    expect(['/', '/flags', '/apis', '/healthy', '/documents', '/projects/api/flags/x'].some(isApiPath)).toBe(false);
    // The sign-up link routes (ADR 0051) are the API's; the invitation page beside them is the console's.
    expect(['/invite/abc/validate', '/INVITE/abc/signup', `/invite/${'x'.repeat(500)}/signup`].every(isApiPath)).toBe(true);
    expect(['/invite/abc', '/invite/validate', '/new-user'].some(isApiPath)).toBe(false);
    expect(['/API/ADMIN/EVENTS', '/Health', '/DOCS/OPENAPI.JSON'].every(isApiPath)).toBe(true);
  });
});
