// Sums passed and failed tests over the reports CI wrote (Vitest and Playwright JSON, JUnit XML from node:test: the
// two-instance journey), and prints the closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2];
let passed = 0;
let failed = 0;
let flaky = 0;
/** A JUnit report's test cases (each up to the next): failed with a `<failure>` or `<error>`, else passed unless skipped. */
function countJunit(xml) {
  for (const testCase of xml.split('<testcase ').slice(1)) {
    if (/<(failure|error)\b/.test(testCase)) failed++;
    else if (!/<skipped\b/.test(testCase)) passed++;
  }
}

for (const name of existsSync(folder) ? readdirSync(folder) : []) {
  if (name.endsWith('.xml')) countJunit(readFileSync(join(folder, name), 'utf8'));
  if (!name.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(folder, name), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    flaky += report.stats.flaky ?? 0;
    failed += report.stats.unexpected;
  } else if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
if (flaky > 0)
  console.log(`flaky: ${flaky} browser journeys passed only on their retry (see the e2e output)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
