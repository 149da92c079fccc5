/** Counts per contract, shared by every report. */
import type { CheckResult, ContractName, RunStop } from '../model.ts';

export interface Counts {
  contract: ContractName | 'total';
  passed: number;
  failed: number;
  skipped: number;
  /** Operations the server has not built (one result each, standing for all their checks). */
  notImplemented: number;
  total: number;
}

export const CONTRACT_ORDER: readonly ContractName[] = ['profile', 'billing', 'playback', 'graphql', 'analytics'];

export interface Summary {
  /** One row per contract that has checks, in a fixed order. */
  contracts: Counts[];
  total: Counts;
}

function empty(contract: Counts['contract']): Counts {
  return { contract, passed: 0, failed: 0, skipped: 0, notImplemented: 0, total: 0 };
}

export function summarize(results: readonly CheckResult[]): Summary {
  const rows = new Map<ContractName, Counts>();
  const total = empty('total');
  for (const result of results) {
    const row = rows.get(result.contract) ?? empty(result.contract);
    rows.set(result.contract, row);
    const status = result.outcome.status === 'not-implemented' ? 'notImplemented' : result.outcome.status;
    for (const counts of [row, total]) {
      counts[status] += 1;
      counts.total += 1;
    }
  }
  return { contracts: CONTRACT_ORDER.flatMap((contract) => rows.get(contract) ?? []), total };
}

/** The name a check carries in every report: operation and path (or GraphQL coordinate), then what it checks. */
export function checkName(result: Pick<CheckResult, 'operation' | 'target' | 'title'>): string {
  return `${result.operation} ${result.target} — ${result.title}`;
}

/** The line every report shows when the run stopped before every check ran. */
export function stopLine(stopped: RunStop): string {
  const what = stopped.why === 'deadline' ? 'Stopped at the deadline' : 'Interrupted';
  const notRun = stopped.notRun === 1 ? '1 planned check did not run' : `${stopped.notRun} planned checks did not run`;
  return `${what}: ${stopped.detail}; ${notRun}, and the results below cover only the checks that started.`;
}

/** How a report words the run: whether operations that are not implemented count against it (--only-implemented). */
export interface Judging {
  /** Judge only what the server has built: a not-implemented operation is listed, not failed. */
  onlyImplemented?: boolean;
}

/** The not-implemented results, one per operation. */
export function notImplementedResults(results: readonly CheckResult[]): CheckResult[] {
  return results.filter((result) => result.outcome.status === 'not-implemented');
}

/** The line every report gives the operations that are not implemented; '' when there are none. */
export function notImplementedLine(count: number, judging: Judging): string {
  if (count === 0) return '';
  const operations = count === 1 ? '1 operation is' : `${count} operations are`;
  return judging.onlyImplemented ? `${operations} not implemented (not judged: --only-implemented).` : `${operations} not implemented.`;
}

/** Whether the run as a whole failed its checks (a stopped run is judged by the caller). */
export function runFailed(results: readonly CheckResult[], judging: Judging): boolean {
  return results.some((result) => result.outcome.status === 'failed' || (result.outcome.status === 'not-implemented' && !judging.onlyImplemented));
}
