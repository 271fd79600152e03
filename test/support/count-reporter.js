'use strict';
// Writes the run's totals for .ci/run, which prints the line CI reads ("N passed, N failed").
const { writeFileSync } = require('node:fs');

class CountReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const out = process.env.PENNANT_TEST_SUMMARY;
    if (out) writeFileSync(out, JSON.stringify({ passed: results.numPassedTests, failed }));
  }
}
module.exports = CountReporter;
