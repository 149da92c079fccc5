/**
 * Runs a plan: keeps the checks --only/--skip select, runs them in a bounded pool (checks sharing an
 * `exclusiveKey` never overlap; a waiting check starts as soon as its key and a slot are free, in plan
 * order), reports progress as checks finish, and returns the results in plan order.
 *
 * When the context's signal aborts (Ctrl-C, SIGTERM or --deadline; its reason is a `RunStopped`), no
 * further check starts; the checks in flight see the same signal and are given `STOP_GRACE_MS` to wind
 * up. After an interruption a check that was in flight and did not pass is reported as skipped
 * ("the run was stopped while this check ran"), since its failure or skip most likely comes from the
 * interruption itself (a cut-off request, a lookup that came back empty); after a deadline it keeps
 * its own outcome (a request cut off by the deadline is a failure with its curl line). A check still
 * running after the grace time is skipped. Checks that never started are left out of the results and
 * counted in `stopped.notRun`.
 */
import { noAnswer, RunStopped, UnreachableError } from './http.ts';
import type { Check, CheckContext, CheckOutcome, CheckResult, RunStop } from './model.ts';

/** How long checks in flight get to finish after the run is stopped, before they are reported unfinished. */
export const STOP_GRACE_MS = 2000;

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
    if (error instanceof UnreachableError) return resultOf(check, noAnswer(error), started);
    // A check that throws is a bug in the checker or an unexpected answer it could not handle: reported, not fatal.
    const message = error instanceof Error ? error.message : String(error);
    outcome = { status: 'failed', failure: { message: `the check could not complete: ${message}`, expected: 'the check to run', actual: message } };
  }
  return resultOf(check, outcome, started);
}

/** A failure is filed under the operation whose answer showed it (a journey's failing step), else under the check's own. */
function resultOf(check: Check, outcome: CheckOutcome, started: number): CheckResult {
  const { id, contract, kind, target, tags, title } = check;
  const operation = (outcome.status === 'failed' ? outcome.failure.operation : undefined) ?? check.operation;
  return { id, contract, kind, operation, target, tags, title, outcome, durationMs: Math.round(performance.now() - started) };
}

/** Why the run stopped early, from its signal (a plain abort counts as an interruption). */
export function stopOf(signal: AbortSignal): Omit<RunStop, 'notRun'> {
  const reason: unknown = signal.reason;
  if (reason instanceof RunStopped) return { why: reason.why, detail: reason.message };
  return { why: 'interrupted', detail: 'the run was interrupted' };
}

export interface RunResults {
  /** Plan order; only the checks that started. */
  results: CheckResult[];
  /** Set when the run was stopped before every check ran. */
  stopped?: RunStop;
}

export async function runChecks(
  checks: readonly Check[],
  context: CheckContext,
  options: { concurrency: number; progress?: Progress; graceMs?: number },
): Promise<RunResults> {
  const progress = options.progress ?? SILENT_PROGRESS;
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const graceMs = options.graceMs ?? STOP_GRACE_MS;
  const { signal } = context;
  const results = new Map<number, CheckResult>();
  const inFlight = new Map<number, number>();
  const waiting = checks.map((_, index) => index);
  const busyKeys = new Set<string>();
  let done = 0;
  progress.started(checks.length);

  let stoppedEarly = false;
  await new Promise<void>((resolve) => {
    let finished = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(graceTimer);
      signal.removeEventListener('abort', onStop);
      resolve();
    };
    const pump = () => {
      if (finished) return;
      for (let position = 0; !signal.aborted && position < waiting.length && inFlight.size < concurrency; ) {
        const index = waiting[position] as number;
        const check = checks[index] as Check;
        if (check.exclusiveKey !== undefined && busyKeys.has(check.exclusiveKey)) {
          position += 1;
          continue;
        }
        waiting.splice(position, 1);
        inFlight.set(index, performance.now());
        if (check.exclusiveKey !== undefined) busyKeys.add(check.exclusiveKey);
        void runOne(check, context).then((result) => {
          if (finished) return;
          inFlight.delete(index);
          if (check.exclusiveKey !== undefined) busyKeys.delete(check.exclusiveKey);
          const stop = signal.aborted ? stopOf(signal) : null;
          const kept: CheckResult =
            stop?.why === 'interrupted' && result.outcome.status !== 'passed'
              ? { ...result, outcome: { status: 'skipped', reason: `the run was stopped while this check ran (${stop.detail})` } }
              : result;
          results.set(index, kept);
          done += 1;
          progress.finished(kept, done, checks.length);
          pump();
        });
      }
      if (inFlight.size === 0 && (waiting.length === 0 || signal.aborted)) finish();
    };
    function onStop(): void {
      if (finished) return;
      stoppedEarly = true;
      // Whatever is still running after the grace time is reported as unfinished.
      graceTimer = setTimeout(() => {
        const stop = stopOf(signal);
        for (const [index, startedAt] of inFlight) {
          const check = checks[index] as Check;
          results.set(index, resultOf(check, { status: 'skipped', reason: `the run was stopped before this check finished (${stop.detail})` }, startedAt));
        }
        inFlight.clear();
        finish();
      }, graceMs);
      pump();
    }
    signal.addEventListener('abort', onStop, { once: true });
    if (signal.aborted) onStop();
    else pump();
  });
  progress.ended();
  const ordered = [...results.entries()].sort(([a], [b]) => a - b).map(([, result]) => result);
  if (!stoppedEarly) return { results: ordered };
  return { results: ordered, stopped: { ...stopOf(signal), notRun: checks.length - ordered.length } };
}
