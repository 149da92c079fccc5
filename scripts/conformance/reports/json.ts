/** The JSON report for tools: the summary and every result in plan order (stable `id`s). */
import type { CheckResult } from '../model.ts';
import { summarize, type Summary } from './summary.ts';

export interface JsonReport {
  /** Bumped when the shape changes incompatibly. */
  schemaVersion: 1;
  generatedAt: string;
  /** Where the checker pointed (URLs only; credentials are not repeated here). */
  targets: { rest: Record<string, string> | null; graphql: string | null; ws: string | null };
  summary: Summary;
  results: CheckResult[];
}

export function jsonReport(results: readonly CheckResult[], targets: JsonReport['targets'], now = new Date()): string {
  const report: JsonReport = { schemaVersion: 1, generatedAt: now.toISOString(), targets, summary: summarize(results), results: [...results] };
  return `${JSON.stringify(report, null, 2)}\n`;
}
