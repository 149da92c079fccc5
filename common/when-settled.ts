/**
 * Work the first page does not wait for (code it will need later) starts once the page has settled: a while
 * after start-up, at the browser's next idle moment, so it never competes with the first page's own requests.
 */

/** How long after start-up the work waits before asking for an idle moment. */
export const IDLE_PREFETCH_DELAY_MS = 3000;

/** The longest the browser may put the idle moment off, once asked. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs `callback` once the page has settled; returns a cancel. */
export function whenPageSettled(callback: () => void): () => void {
  let idle: number | null = null;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    else callback();
  }, IDLE_PREFETCH_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== null && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
