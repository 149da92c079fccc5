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

/** What a viewer does that asks for more than the first screen: scrolling (the page or a row), a key, a touch or a click. */
export const VIEWER_ACTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * Runs `callback` once, when the page has settled (whenPageSettled) or the viewer first scrolls, presses a key,
 * touches or clicks (VIEWER_ACTS, anywhere in the page), whichever comes first; returns a cancel.
 */
export function whenPageSettledOrViewerActs(callback: () => void, target: EventTarget = window): () => void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const run = () => {
    if (done) return;
    stop();
    callback();
  };
  const cancelSettled = whenPageSettled(run);
  function stop() {
    done = true;
    cancelSettled();
    for (const type of VIEWER_ACTS) target.removeEventListener(type, run, options);
  }
  for (const type of VIEWER_ACTS) target.addEventListener(type, run, options);
  return stop;
}
