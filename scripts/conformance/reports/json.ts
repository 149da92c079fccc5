/** The JSON report for tools: the summary and every result in plan order (stable `id`s). */
import type { CheckResult, RunStop } from '../model.ts';
import { summarize, type Judging, type Summary } from './summary.ts';

export interface JsonReport {
  /** Bumped when the shape changes incompatibly (2: the `not-implemented` outcome and `summary.*.notImplemented`). */
  schemaVersion: 2;
  generatedAt: string;
  /** Where the checker pointed (URLs only; credentials are not repeated here). */
  targets: { rest: Record<string, string> | null; graphql: string | null; ws: string | null; analytics?: string | null };
  summary: Summary;
  /** Whether operations that are not implemented were left unjudged (--only-implemented). */
  onlyImplemented: boolean;
  /** Present when the run stopped before every check ran (Ctrl-C, SIGTERM, --deadline). */
  stopped?: RunStop;
  results: CheckResult[];
}

export function jsonReport(results: readonly CheckResult[], targets: JsonReport['targets'], now = new Date(), stopped?: RunStop, judging: Judging = {}): string {
  const report: JsonReport = {
    schemaVersion: 2,
    generatedAt: now.toISOString(),
    targets,
    summary: summarize(results),
    onlyImplemented: judging.onlyImplemented === true,
    ...(stopped ? { stopped } : {}),
    results: [...results],
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}
