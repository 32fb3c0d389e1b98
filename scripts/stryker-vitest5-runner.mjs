/**
 * Stryker's Vitest runner, made to filter tests on Vitest 5 (`testRunner: 'vitest5'` in
 * stryker.config.mjs). With `coverageAnalysis: 'perTest'` the runner runs, for each mutant, only
 * the tests that reached it, through Vitest's `testNamePattern`, naming each test by its suites and
 * its own name joined with spaces. Vitest 5 matches the pattern against the names joined with
 * ' > ', so the filter matched no test, no test ran, and every mutant was reported as survived
 * (stryker-js#6210, open against @stryker-mutator/vitest-runner 9.6.1 and 10.0.0). This is the
 * official runner with a filter whose spaces also match ' > '. Remove it, and go back to
 * `testRunner: 'vitest'`, once the upstream runner does this itself.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { INSTRUMENTER_CONSTANTS } from '@stryker-mutator/api/core';
import {
  commonTokens,
  declareFactoryPlugin,
  PluginKind,
  tokens,
} from '@stryker-mutator/api/plugin';

const require = createRequire(import.meta.url);
const runnerDir = path.dirname(require.resolve('@stryker-mutator/vitest-runner/package.json'));
// The runner's class is not among the package's exports: a file URL reaches it.
const { VitestTestRunner } = await import(
  pathToFileURL(path.join(runnerDir, 'dist/src/vitest-test-runner.js')).href
);

/** A space in the runner's pattern, where Vitest 5 may have ' > ' (a suite's name ends there). */
const SUITE_OR_WORD_BREAK = '(?: | > )';

class Vitest5TestRunner extends VitestTestRunner {
  async init() {
    await super.init();
    // The runner sets each project's testNamePattern before every run: each test's names joined
    // with spaces, escaped (a space is never escaped) and joined with '|'. Every space then also
    // matches ' > '. Each runner process does this itself (only one of them makes the dry run).
    for (const project of this.ctx.projects) {
      let pattern = project.config.testNamePattern;
      Object.defineProperty(project.config, 'testNamePattern', {
        configurable: true,
        enumerable: true,
        get: () => pattern,
        set: (value) => {
          pattern =
            value instanceof RegExp
              ? new RegExp(value.source.replaceAll(' ', SUITE_OR_WORD_BREAK), value.flags)
              : value;
        },
      });
    }
  }
}

function createVitest5TestRunner(injector) {
  return injector
    .provideValue('globalNamespace', INSTRUMENTER_CONSTANTS.NAMESPACE)
    .injectClass(Vitest5TestRunner);
}
createVitest5TestRunner.inject = tokens(commonTokens.injector);

export const strykerPlugins = [
  declareFactoryPlugin(PluginKind.TestRunner, 'vitest5', createVitest5TestRunner),
];
