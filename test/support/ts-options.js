'use strict';
// The TypeScript transpileModule options of the test runtime: Jest's transformer
// (ts-transformer.js) and the plain-Node hook for child processes (ts-register.js).
const ts = require('typescript');

module.exports.compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  allowJs: true,
  isolatedModules: true,
  inlineSourceMap: true,
  inlineSources: true,
};
