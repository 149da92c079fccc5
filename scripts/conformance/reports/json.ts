/** The JSON report for tools: the summary and every result in plan order (stable `id`s). */
import type { CheckResult, RunStop } from '../model.ts';
import { summarize, type Summary } from './summary.ts';

export interface JsonReport {
  /** Bumped when the shape changes incompatibly. */
  schemaVersion: 1;
  generatedAt: string;
  /** Where the checker pointed (URLs only; credentials are not repeated here). */
  targets: { rest: Record<string, string> | null; graphql: string | null; ws: string | null };
  summary: Summary;
  /** Present when the run stopped before every check ran (Ctrl-C, SIGTERM, --deadline). */
  stopped?: RunStop;
  results: CheckResult[];
}

export function jsonReport(results: readonly CheckResult[], targets: JsonReport['targets'], now = new Date(), stopped?: RunStop): string {
  const report: JsonReport = { schemaVersion: 1, generatedAt: now.toISOString(), targets, summary: summarize(results), ...(stopped ? { stopped } : {}), results: [...results] };
  return `${JSON.stringify(report, null, 2)}\n`;
}
