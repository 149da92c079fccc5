/**
 * JUnit XML for CI: one test suite per contract (classname = contract), one test case per check whose
 * name carries the operationId and the path or GraphQL coordinate. A failure's text holds what was
 * expected, what came back and the reproduction.
 */
import junit from 'junit-report-builder';
import type { CheckResult, RunStop } from '../model.ts';
import { CONTRACT_ORDER, checkName, stopLine, type Judging } from './summary.ts';

/** An operation that is not implemented is one test case: failed, or skipped under --only-implemented. */
export function junitReport(results: readonly CheckResult[], stopped?: RunStop, judging: Judging = {}): string {
  const builder = junit.newBuilder();
  builder.name('Airwave contract conformance');
  if (stopped) {
    // A stopped run is an error in CI even when every check that ran passed.
    builder.testSuite().name('run').testCase().className('run').name('the conformance run completes').error(stopLine(stopped), stopped.why);
  }
  for (const contract of CONTRACT_ORDER) {
    const inContract = results.filter((result) => result.contract === contract);
    if (inContract.length === 0) continue;
    const suite = builder.testSuite().name(contract);
    for (const result of inContract) {
      const testCase = suite.testCase().className(contract).name(checkName(result)).time(result.durationMs / 1000);
      testCase.property('kind', result.kind).property('operation', result.operation).property('target', result.target);
      const { outcome } = result;
      if (outcome.status === 'failed') {
        const { failure } = outcome;
        testCase.failure(failure.message, result.kind);
        testCase.stacktrace(
          [`expected: ${failure.expected}`, `actual: ${failure.actual}`, ...(failure.reproduction ? [`reproduce: ${failure.reproduction}`] : [])].join('\n'),
        );
      } else if (outcome.status === 'skipped') {
        testCase.skipped().standardOutput(`skipped: ${outcome.reason}`);
      } else if (outcome.status === 'not-implemented') {
        const missing = outcome.notImplemented;
        const text = [`an answer it got: ${missing.actual}`, ...(missing.reproduction ? [`reproduce: ${missing.reproduction}`] : [])].join('\n');
        if (judging.onlyImplemented) testCase.skipped().standardOutput(`${missing.message} — not judged (--only-implemented)\n${text}`);
        else {
          testCase.failure(missing.message, 'not-implemented');
          testCase.stacktrace(text);
        }
      }
    }
  }
  return builder.build();
}
