/**
 * The player's code (its page, the engine and shaka-player) is loaded with import() only, so the first page's
 * JavaScript stays small. A viewer who points at or focuses a Play control is about to play: the code is loaded and
 * run then, so that the click does not wait for it. Once the first page has settled, its files are downloaded into
 * the browser's cache without running them (common/code-ahead.ts: the built page names them), so that first use
 * does not wait for the network either, and a viewer who never plays never spends the phone's CPU on ~0.5 MB of
 * player code. Data savers (`navigator.connection.saveData`) fetch it only on that intent.
 */
import { codeAheadFiles } from '../../../common/code-ahead.ts';
import { whenPageSettled } from '../../../common/when-settled.ts';
import { preloadablePage } from '../preloadable.tsx';

/** The player's page: rendered at once, without its loading placeholder, when its code has arrived before the Play. */
export const playerPage = preloadablePage(() => import('../../player/PlayerPage.tsx').then((module) => module.PlayerPage));

let requested: Promise<unknown> | null = null;

/** Loads and runs the player page's chunk and shaka-player once (a failure is forgotten, so the next try loads again). */
export function prefetchPlayerCode(): void {
  requested ??= Promise.all([playerPage.preload(), import('../../../common/player/index.ts').then((engine) => engine.loadShakaPlayer())]).catch(() => {
    requested = null;
  });
}

/**
 * Downloads the player's files without running them (`<link rel="prefetch">`: the browser's cache, at the lowest
 * priority); where the page names no files (the dev server, which builds none), loads the code as an intent does.
 */
function downloadPlayerCode(): void {
  const files = codeAheadFiles(document, 'player');
  if (!files) {
    prefetchPlayerCode();
    return;
  }
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    // A module script is fetched in CORS mode (same-origin credentials), and so is its prefetch, to be the same request.
    if (file.endsWith('.js')) link.crossOrigin = 'anonymous';
    link.href = file;
    document.head.append(link);
  }
}

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Downloads the player's code when the browser is idle a while after start-up (not for data savers). Returns a cancel. */
export function prefetchPlayerCodeWhenIdle(): () => void {
  if (savesData()) return () => undefined;
  return whenPageSettled(downloadPlayerCode);
}
