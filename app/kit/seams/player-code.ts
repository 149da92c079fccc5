/**
 * The player's code (its page, the engine and shaka-player) is loaded with import() only, so the first page's
 * JavaScript stays small. A viewer who points at or focuses a Play control is about to play: the code is
 * fetched then, and once the first page has settled, so that the click does not wait for it. Data savers
 * (`navigator.connection.saveData`) fetch it only on that intent.
 */
import { whenPageSettled } from '../../../common/when-settled.ts';
import { preloadablePage } from '../preloadable.tsx';

/** The player's page: rendered at once, without its loading placeholder, when its code has arrived before the Play. */
export const playerPage = preloadablePage(() => import('../../player/PlayerPage.tsx').then((module) => module.PlayerPage));

let requested: Promise<unknown> | null = null;

/** Fetches the player page's chunk and shaka-player once (a failure is forgotten, so the next try fetches again). */
export function prefetchPlayerCode(): void {
  requested ??= Promise.all([playerPage.preload(), import('../../../common/player/index.ts').then((engine) => engine.loadShakaPlayer())]).catch(() => {
    requested = null;
  });
}

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Prefetches the player's code when the browser is idle a while after start-up (not for data savers). Returns a cancel. */
export function prefetchPlayerCodeWhenIdle(): () => void {
  if (savesData()) return () => undefined;
  return whenPageSettled(prefetchPlayerCode);
}
