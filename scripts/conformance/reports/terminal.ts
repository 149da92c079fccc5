/** The terminal report: a summary table per contract, then each failure with its reproduction. */
import type { CheckResult, RunStop } from '../model.ts';
import { checkName, stopLine, summarize } from './summary.ts';

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

export function terminalReport(results: readonly CheckResult[], options: { color: boolean; stopped?: RunStop }): string {
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
  const summary = summarize(results);
  const header = `${pad('contract', 10)} ${pad('passed', 7, true)} ${pad('failed', 7, true)} ${pad('skipped', 8, true)} ${pad('total', 7, true)}`;
  lines.push(paint('1', header), '-'.repeat(header.length));
  for (const row of [...summary.contracts, summary.total]) {
    const failed = pad(String(row.failed), 7, true);
    const line = `${pad(row.contract, 10)} ${pad(String(row.passed), 7, true)} ${row.failed > 0 ? paint('31', failed) : failed} ${pad(String(row.skipped), 8, true)} ${pad(String(row.total), 7, true)}`;
    if (row.contract === 'total') lines.push('-'.repeat(header.length));
    lines.push(line);
  }
  lines.push('');
  if (options.stopped) lines.push(paint('33', stopLine(options.stopped)));
  lines.push(
    summary.total.failed > 0
      ? paint('31', `${summary.total.failed} of ${summary.total.total} checks failed.`)
      : paint('32', `All ${summary.total.passed} checks passed${summary.total.skipped > 0 ? ` (${summary.total.skipped} skipped)` : ''}.`),
  );
  return `${lines.join('\n')}\n`;
}
