#!/usr/bin/env node
/** Adds up the JSON reports of one test run and prints the closing 'N passed, N failed' line. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;

function walkSuites(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'skipped') skipped += 1;
        else if (t.status === 'expected' || t.status === 'flaky') passed += 1;
        else failed += 1;
      }
    }
    walkSuites(suite.suites);
  }
}

for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    walkSuites(report.suites);
  }
}

console.log(`\nAll suites: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
