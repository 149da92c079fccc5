/**
 * The player's code (its page, the engine and shaka-player) is loaded with import() only, so the first page's
 * JavaScript stays small. A viewer who points at or focuses a Play control is about to play: the code is
 * fetched then, and once the first page has settled, so that the click does not wait for it. Data savers
 * (`navigator.connection.saveData`) fetch it only on that intent.
 */
export const loadPlayerPage = () => import('./PlayerPage.tsx');

let requested: Promise<unknown> | null = null;

/** Fetches the player page's chunk and shaka-player once (a failure is forgotten, so the next try fetches again). */
export function prefetchPlayerCode(): void {
  requested ??= Promise.all([loadPlayerPage(), import('../../common/player/index.ts').then((engine) => engine.loadShakaPlayer())]).catch(() => {
    requested = null;
  });
}

/** How long after the first page settles the idle prefetch waits, so it never competes with that page's own requests. */
export const IDLE_PREFETCH_DELAY_MS = 3000;

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Prefetches the player's code when the browser is idle a while after start-up (not for data savers). Returns a cancel. */
export function prefetchPlayerCodeWhenIdle(): () => void {
  if (savesData()) return () => undefined;
  let idle: number | null = null;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => prefetchPlayerCode(), { timeout: 5000 });
    else prefetchPlayerCode();
  }, IDLE_PREFETCH_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== null && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
