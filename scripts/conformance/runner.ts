/**
 * Runs a plan: keeps the checks --only/--skip select, runs them in a bounded pool (checks sharing an
 * `exclusiveKey` never overlap; a waiting check starts as soon as its key and a slot are free, in plan
 * order), reports progress as checks finish, and returns the results in plan order.
 */
import type { Check, CheckContext, CheckOutcome, CheckResult } from './model.ts';

/** The words a --only/--skip value is compared with (case-insensitive, whole word). */
function namesOf(check: Check): string[] {
  const path = check.target.includes(' ') ? check.target.split(' ')[1] ?? '' : check.target;
  return [check.operation, check.target, path, check.contract, check.kind, check.id, ...check.tags].map((name) => name.toLowerCase());
}

/** A pattern matches a name exactly, or as a glob with `*` (e.g. `/billing/*`, `*Profile`). */
function matches(pattern: string, names: readonly string[]): boolean {
  const wanted = pattern.toLowerCase();
  if (!wanted.includes('*')) return names.includes(wanted);
  const source = wanted
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regexp = new RegExp(`^${source}$`);
  return names.some((name) => regexp.test(name));
}

export function selectChecks(checks: readonly Check[], only: readonly string[], skip: readonly string[]): Check[] {
  return checks.filter((check) => {
    const names = namesOf(check);
    if (only.length > 0 && !only.some((pattern) => matches(pattern, names))) return false;
    return !skip.some((pattern) => matches(pattern, names));
  });
}

export interface Progress {
  started(total: number): void;
  finished(result: CheckResult, done: number, total: number): void;
  ended(): void;
}

export const SILENT_PROGRESS: Progress = { started() {}, finished() {}, ended() {} };

/**
 * Progress on a terminal: one line rewritten in place. Elsewhere (CI logs, pipes) a line per failed
 * check and a counter every 10%, so a log stays short.
 */
export function streamProgress(write: (text: string) => void, isTty: boolean): Progress {
  let failures = 0;
  let lastDecile = 0;
  return {
    started(total) {
      write(`Running ${total} checks…\n`);
    },
    finished(result, done, total) {
      if (result.outcome.status === 'failed') failures += 1;
      if (isTty) {
        const line = `[${done}/${total}] ${failures} failed · ${result.contract} ${result.operation}: ${result.title}`;
        write(`\r\x1b[2K${line.length > 110 ? `${line.slice(0, 109)}…` : line}`);
        return;
      }
      if (result.outcome.status === 'failed') write(`  ✗ ${result.contract} ${result.operation} — ${result.outcome.failure.message}\n`);
      const decile = Math.floor((done / total) * 10);
      if (decile > lastDecile && decile < 10) {
        lastDecile = decile;
        write(`  ${done}/${total} checks done, ${failures} failed\n`);
      }
    },
    ended() {
      if (isTty) write('\r\x1b[2K');
    },
  };
}

async function runOne(check: Check, context: CheckContext): Promise<CheckResult> {
  const started = performance.now();
  let outcome: CheckOutcome;
  try {
    outcome = await check.run(context);
  } catch (error) {
    // A check that throws is a bug in the checker or an unexpected answer it could not handle: reported, not fatal.
    const message = error instanceof Error ? error.message : String(error);
    outcome = { status: 'failed', failure: { message: `the check could not complete: ${message}`, expected: 'the check to run', actual: message } };
  }
  const { id, contract, kind, operation, target, tags, title } = check;
  return { id, contract, kind, operation, target, tags, title, outcome, durationMs: Math.round(performance.now() - started) };
}

export async function runChecks(
  checks: readonly Check[],
  context: CheckContext,
  options: { concurrency: number; progress?: Progress },
): Promise<CheckResult[]> {
  const progress = options.progress ?? SILENT_PROGRESS;
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const results: CheckResult[] = new Array<CheckResult>(checks.length);
  const waiting = checks.map((_, index) => index);
  const busyKeys = new Set<string>();
  let running = 0;
  let done = 0;
  progress.started(checks.length);

  await new Promise<void>((resolve) => {
    const pump = () => {
      for (let position = 0; position < waiting.length && running < concurrency; ) {
        const index = waiting[position] as number;
        const check = checks[index] as Check;
        if (check.exclusiveKey !== undefined && busyKeys.has(check.exclusiveKey)) {
          position += 1;
          continue;
        }
        waiting.splice(position, 1);
        running += 1;
        if (check.exclusiveKey !== undefined) busyKeys.add(check.exclusiveKey);
        void runOne(check, context).then((result) => {
          results[index] = result;
          running -= 1;
          done += 1;
          if (check.exclusiveKey !== undefined) busyKeys.delete(check.exclusiveKey);
          progress.finished(result, done, checks.length);
          pump();
        });
      }
      if (running === 0 && waiting.length === 0) resolve();
    };
    pump();
  });
  progress.ended();
  return results;
}
