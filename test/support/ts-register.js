'use strict';
// Runs the service from its TypeScript sources in a plain Node process (fault tests start it as a
// child process and kill it): `node --require ./test/support/ts-register.js apps/admin-api/src/main.ts`.
// The same TypeScript transpileModule options as Jest's transformer (ts-transformer.js); `@pennant/<lib>`
// and the `.js` paths that register-aliases.ts builds for dist are mapped to the sources. Nest's
// ESM-only packages are loaded by Node itself (require(esm), Node >= 20.19), as in production.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const os = require('node:os');
const Module = require('node:module');
const ts = require('typescript');

const root = path.resolve(__dirname, '..', '..');
const { compilerOptions } = require('./ts-options');
// Transpiled output is cached by content, so the second start of a test is fast.
const cacheDir = path.join(os.tmpdir(), `pennant-ts-register-${ts.version}`);
fs.mkdirSync(cacheDir, { recursive: true });

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolveSources(request, parent, isMain, options) {
  let target = request;
  if (request.startsWith('@pennant/')) {
    // `@pennant/<lib>` and a lib's pure entries `@pennant/<lib>/model|domain|testing` (ADR 0044).
    const [lib, entry] = request.slice('@pennant/'.length).split('/');
    target = path.join(root, 'libs', lib, 'src', ...(entry ? [entry] : []), 'index.ts');
  }
  else if (request.endsWith('.js') && path.isAbsolute(request) && request.startsWith(root) && !fs.existsSync(request)) {
    const source = `${request.slice(0, -3)}.ts`;
    if (fs.existsSync(source)) target = source;
  }
  return originalResolve.call(this, target, parent, isMain, options);
};

Module._extensions['.ts'] = function compileTs(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const key = crypto.createHash('sha1').update('v2\0').update(filename).update('\0').update(source).digest('hex');
  const cached = path.join(cacheDir, `${key}.js`);
  let code;
  try {
    code = fs.readFileSync(cached, 'utf8');
  } catch {
    code = ts.transpileModule(source, { fileName: filename, compilerOptions }).outputText;
    const tmp = `${cached}.${process.pid}`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, cached);
  }
  module._compile(code, filename);
};
