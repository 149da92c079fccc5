/**
 * The terminal report: each failure with its reproduction, a line per operation the server has not
 * built, then a summary table per contract.
 */
import type { CheckResult, RunStop } from '../model.ts';
import { checkName, notImplementedLine, notImplementedResults, stopLine, summarize, type Judging } from './summary.ts';

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

export function terminalReport(results: readonly CheckResult[], options: { color: boolean; stopped?: RunStop } & Judging): string {
  const paint = (code: string, text: string) => (options.color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const lines: string[] = [];
  const failures = results.filter((result) => result.outcome.status === 'failed');
  if (failures.length > 0) {
    lines.push(paint('1', `Failures (${failures.length})`), '');
    failures.forEach((result, index) => {
      if (result.outcome.status !== 'failed') return;
      const { failure } = result.outcome;
      lines.push(`${paint('31', `✗ ${index + 1}. [${result.contract} · ${result.kind}]`)} ${checkName(result)}`);
      lines.push(`    ${failure.message}`);
      lines.push(`    expected: ${failure.expected}`);
      lines.push(`    actual:   ${failure.actual.replace(/\n/g, '\n              ')}`);
      if (failure.reproduction) lines.push(`    reproduce:`, `      ${failure.reproduction.replace(/\n/g, '\n      ')}`);
      lines.push('');
    });
  }
  const missing = notImplementedResults(results);
  if (missing.length > 0) {
    const heading = options.onlyImplemented ? `Not implemented (${missing.length}, not judged: --only-implemented)` : `Not implemented (${missing.length})`;
    lines.push(paint('1', heading), '');
    for (const result of missing) {
      if (result.outcome.status !== 'not-implemented') continue;
      lines.push(`${paint(options.onlyImplemented ? '33' : '31', '○')} [${result.contract}] ${result.operation} — ${result.outcome.notImplemented.message}`);
    }
    const first = missing[0]?.outcome;
    if (first?.status === 'not-implemented') {
      lines.push('', `    e.g. ${first.notImplemented.actual}`);
      if (first.notImplemented.reproduction) lines.push(`    reproduce:`, `      ${first.notImplemented.reproduction}`);
    }
    lines.push('');
  }
  const summary = summarize(results);
  const header = `${pad('contract', 10)} ${pad('passed', 7, true)} ${pad('failed', 7, true)} ${pad('skipped', 8, true)} ${pad('not impl.', 10, true)} ${pad('total', 7, true)}`;
  lines.push(paint('1', header), '-'.repeat(header.length));
  for (const row of [...summary.contracts, summary.total]) {
    const failed = pad(String(row.failed), 7, true);
    const notImplemented = pad(String(row.notImplemented), 10, true);
    const line = `${pad(row.contract, 10)} ${pad(String(row.passed), 7, true)} ${row.failed > 0 ? paint('31', failed) : failed} ${pad(String(row.skipped), 8, true)} ${row.notImplemented > 0 && !options.onlyImplemented ? paint('31', notImplemented) : notImplemented} ${pad(String(row.total), 7, true)}`;
    if (row.contract === 'total') lines.push('-'.repeat(header.length));
    lines.push(line);
  }
  lines.push('');
  if (options.stopped) lines.push(paint('33', stopLine(options.stopped)));
  const missingLine = notImplementedLine(summary.total.notImplemented, options);
  if (missingLine) lines.push(paint(options.onlyImplemented ? '33' : '31', missingLine));
  const checks = summary.total.total - summary.total.notImplemented;
  lines.push(
    summary.total.failed > 0
      ? paint('31', `${summary.total.failed} of ${checks} checks failed.`)
      : paint('32', `All ${summary.total.passed} checks${missing.length > 0 ? ' of the implemented operations' : ''} passed${summary.total.skipped > 0 ? ` (${summary.total.skipped} skipped)` : ''}.`),
  );
  return `${lines.join('\n')}\n`;
}
