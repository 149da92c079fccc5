/**
 * A self-contained HTML report a person can read: the summary table, then per contract and per
 * operation every check, failures open with what was expected, what came back and the reproduction.
 * Inline CSS only, no scripts or external assets; every text from a server is escaped.
 */
import type { CheckResult, RunStop } from '../model.ts';
import { CONTRACT_ORDER, notImplementedLine, runFailed, stopLine, summarize, type Judging } from './summary.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b1f24}
h1{font-size:1.5rem}h2{margin-top:2rem;border-bottom:1px solid #d0d7de}h3{font-size:1rem;margin:1.2rem 0 .4rem}
table{border-collapse:collapse}th,td{padding:.25rem .7rem;text-align:right;border-bottom:1px solid #eaeef2}th:first-child,td:first-child{text-align:left}
.failed{color:#b42318}.passed{color:#1a7f37}.skipped{color:#6e7781}.not-implemented{color:#9a6700}
ul{list-style:none;padding-left:0;margin:0}li{padding:.15rem 0}
.badge{display:inline-block;min-width:4.5rem;font-weight:600;margin-right:.3rem}
.kind{color:#57606a;font-size:.85em}
.failure{border-left:3px solid #b42318;background:#fff5f5;padding:.5rem .8rem;margin:.3rem 0 .6rem}
.missing{border-left:3px solid #9a6700;background:#fff8e6;padding:.5rem .8rem;margin:.3rem 0 .6rem}
pre{white-space:pre-wrap;word-break:break-all;background:#f6f8fa;padding:.5rem;margin:.2rem 0;font-size:12px}
dt{font-weight:600;margin-top:.3rem}dd{margin:0}
`;

function resultItem(result: CheckResult): string {
  const { outcome } = result;
  const head = `<span class="badge ${outcome.status}">${outcome.status.replace('-', ' ')}</span> <span class="kind">[${escapeHtml(result.kind)}]</span> ${escapeHtml(result.title)} <span class="kind">${escapeHtml(result.target)}</span>`;
  if (outcome.status === 'skipped') return `<li>${head} <span class="skipped">— ${escapeHtml(outcome.reason)}</span></li>`;
  if (outcome.status === 'passed') return `<li>${head}</li>`;
  if (outcome.status === 'not-implemented') {
    const missing = outcome.notImplemented;
    return `<li>${head}<div class="missing"><strong>${escapeHtml(missing.message)}</strong><dl>
<dt>An answer it got</dt><dd><pre>${escapeHtml(missing.actual)}</pre></dd>
${missing.reproduction ? `<dt>Reproduce</dt><dd><pre>${escapeHtml(missing.reproduction)}</pre></dd>` : ''}</dl></div></li>`;
  }
  const { failure } = outcome;
  return `<li>${head}<div class="failure"><strong>${escapeHtml(failure.message)}</strong><dl>
<dt>Expected</dt><dd>${escapeHtml(failure.expected)}</dd>
<dt>Actual</dt><dd><pre>${escapeHtml(failure.actual)}</pre></dd>
${failure.reproduction ? `<dt>Reproduce</dt><dd><pre>${escapeHtml(failure.reproduction)}</pre></dd>` : ''}</dl></div></li>`;
}

function operationSection(operation: string, results: CheckResult[]): string {
  const failed = results.filter((result) => result.outcome.status === 'failed').length;
  const missing = results.find((result) => result.outcome.status === 'not-implemented');
  const count = missing?.outcome.status === 'not-implemented' ? missing.outcome.notImplemented.checks : results.length;
  const status = failed > 0 ? `<span class="failed">${failed} failed</span>` : missing ? '<span class="not-implemented">not implemented</span>' : `<span class="passed">all passed</span>`;
  return `<h3 id="${escapeHtml(`${results[0]?.contract ?? ''}-${operation}`)}">${escapeHtml(operation)} · ${count} checks · ${status}</h3>
<ul>${results.map(resultItem).join('\n')}</ul>`;
}

/** Failures first, then operations that are not implemented: that is what a reader came for. */
function rank(results: readonly CheckResult[]): number {
  if (results.some((result) => result.outcome.status === 'failed')) return 0;
  return results.some((result) => result.outcome.status === 'not-implemented') ? 1 : 2;
}

export function htmlReport(results: readonly CheckResult[], now = new Date(), stopped?: RunStop, judging: Judging = {}): string {
  const summary = summarize(results);
  const rows = [...summary.contracts, summary.total]
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.contract)}</td><td class="passed">${row.passed}</td><td class="${row.failed > 0 ? 'failed' : ''}">${row.failed}</td><td class="skipped">${row.skipped}</td><td class="${row.notImplemented > 0 ? 'not-implemented' : ''}">${row.notImplemented}</td><td>${row.total}</td></tr>`,
    )
    .join('\n');
  const sections = CONTRACT_ORDER.flatMap((contract) => {
    const inContract = results.filter((result) => result.contract === contract);
    if (inContract.length === 0) return [];
    const byOperation = new Map<string, CheckResult[]>();
    for (const result of inContract) byOperation.set(result.operation, [...(byOperation.get(result.operation) ?? []), result]);
    const ordered = [...byOperation].sort(([, a], [, b]) => rank(a) - rank(b));
    return [`<h2>${escapeHtml(contract)}</h2>`, ...ordered.map(([operation, list]) => operationSection(operation, list))];
  });
  const checks = summary.total.total - summary.total.notImplemented;
  const missingLine = notImplementedLine(summary.total.notImplemented, judging);
  const verdict = [
    missingLine ? `<p class="${runFailed(results, judging) ? 'failed' : 'not-implemented'}"><strong>${escapeHtml(missingLine)}</strong></p>` : '',
    summary.total.failed > 0
      ? `<p class="failed"><strong>${summary.total.failed} of ${checks} checks failed.</strong></p>`
      : `<p class="passed"><strong>All ${summary.total.passed} checks${missingLine ? ' of the implemented operations' : ''} passed.</strong></p>`,
  ].join('');
  const stop = stopped ? `<p class="failed"><strong>${escapeHtml(stopLine(stopped))}</strong></p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Airwave contract conformance</title><style>${STYLE}</style></head>
<body><h1>Airwave contract conformance</h1><p class="kind">Generated ${escapeHtml(now.toISOString())}</p>${stop}${verdict}
<table><thead><tr><th>contract</th><th>passed</th><th>failed</th><th>skipped</th><th>not implemented</th><th>total</th></tr></thead><tbody>${rows}</tbody></table>
${sections.join('\n')}
</body></html>
`;
}
