/**
 * Every test file's setup (vitest.config.ts `setupFiles`): a timer that app code sets and nothing clears can fire
 * after the file's DOM is gone ('ReferenceError: window is not defined'). Vitest then fails the run with an
 * unhandled error while every test is green, and only on a machine slow enough for the timer to outlive the
 * file. Here the timers set directly by the app's own code (app/, common/, receiver/) are watched; when a file
 * ends with one still pending, it is cleared and the file fails at once, naming the test that set it and the
 * line that did. The cure is in the app: clear the timer when its component unmounts or its owner stops.
 */
import { afterAll, expect } from 'vitest';

interface PendingTimer {
  test: string;
  where: string;
  delayMs: number;
  kind: 'timeout' | 'interval';
}

const pending = new Map<number, PendingTimer>();
const OWN_CODE = /[/\\](?:app|common|receiver)[/\\][^()\s]+:\d+:\d+/;

/** Where the caller of setTimeout/setInterval is, if it is the app's own code (not a library's). */
function ownCaller(): string | null {
  const limit = Error.stackTraceLimit;
  // This function, the wrapper, the caller.
  Error.stackTraceLimit = 3;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const caller = stack.split('\n')[3] ?? '';
  if (caller.includes('node_modules')) return null;
  return OWN_CODE.exec(caller)?.[0].replace(/^[/\\]/, '') ?? null;
}

function testName(): string {
  return expect.getState().currentTestName ?? '(outside any test)';
}

const realSetTimeout = globalThis.setTimeout;
const realSetInterval = globalThis.setInterval;
const realClearTimeout = globalThis.clearTimeout;
const realClearInterval = globalThis.clearInterval;

function watched(set: typeof realSetTimeout | typeof realSetInterval, kind: PendingTimer['kind']) {
  return function (this: unknown, handler: unknown, delay?: number, ...args: unknown[]) {
    const where = typeof handler === 'function' ? ownCaller() : null;
    if (!where) return Reflect.apply(set, this, [handler, delay, ...args]);
    let id = 0;
    const run = (...runArgs: unknown[]) => {
      if (kind === 'timeout') pending.delete(id);
      return Reflect.apply(handler as (...values: unknown[]) => unknown, this, runArgs);
    };
    const handle: unknown = Reflect.apply(set, this, [run, delay, ...args]);
    id = Number(handle);
    pending.set(id, { test: testName(), where, delayMs: delay ?? 0, kind });
    return handle;
  };
}

function forgetting(clear: typeof realClearTimeout | typeof realClearInterval) {
  return function (this: unknown, handle?: unknown) {
    if (handle !== undefined && handle !== null) pending.delete(Number(handle));
    return Reflect.apply(clear, this, [handle]);
  };
}

globalThis.setTimeout = watched(realSetTimeout, 'timeout') as typeof setTimeout;
globalThis.setInterval = watched(realSetInterval, 'interval') as typeof setInterval;
globalThis.clearTimeout = forgetting(realClearTimeout) as typeof clearTimeout;
globalThis.clearInterval = forgetting(realClearInterval) as typeof clearInterval;

afterAll(() => {
  // The next file's setup wraps the real functions again (test files share a worker: vitest.config.ts `isolate`).
  globalThis.setTimeout = realSetTimeout;
  globalThis.setInterval = realSetInterval;
  globalThis.clearTimeout = realClearTimeout;
  globalThis.clearInterval = realClearInterval;
  if (pending.size === 0) return;
  const leaks = [...pending.entries()];
  pending.clear();
  for (const [id, timer] of leaks) (timer.kind === 'timeout' ? realClearTimeout : realClearInterval)(id);
  throw new Error(
    [
      'A timer set by the app is still pending as this test file ends; it would fire after the test environment is torn down.',
      'Clear it when its component unmounts (or its owner stops):',
      ...leaks.map(([, timer]) => `  - the test '${timer.test}' left a ${timer.delayMs} ms ${timer.kind} set at ${timer.where}`),
    ].join('\n'),
  );
});
