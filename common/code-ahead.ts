/**
 * Code a page downloads ahead without running it: a built app page names, in a JSON script element of its HTML, the
 * files each lazily loaded part of the app needs beyond what the page loads at start (scripts/build/code-ahead.ts
 * writes it). The page can then put those files in the browser's cache while the viewer looks around, and run them
 * only when the part is first used. The dev server builds no files, so its page names none.
 */

/** The id of the JSON script element (`{ "<part>": ["/assets/….js", …] }`). */
export const CODE_AHEAD_ELEMENT_ID = 'airwave-code-ahead';

/**
 * The lazily loaded parts named: `modules`, the modules whose `import()` loads the part (paths from the repository's
 * root), less the files of `besides`, modules the page loads and runs anyway by the time it downloads the part.
 */
export const CODE_AHEAD_PARTS = {
  /**
   * The player's page and the engine's shaka-player (app/kit/seams/player-code.ts), less the cast layer that the
   * player's page shows too: the shell loads it as the page settles (app/cast/cast-code.ts).
   */
  player: { modules: ['app/player/PlayerPage.tsx', 'node_modules/shaka-player/dist/shaka-player.dash-es2021.js'], besides: ['app/cast/CastUi.tsx'] },
} as const;

type CodeAheadPart = keyof typeof CODE_AHEAD_PARTS;

/** The files of `part` the page names, or null where it names none (the dev server) or the list cannot be read. */
export function codeAheadFiles(document: Document, part: CodeAheadPart): string[] | null {
  const text = document.getElementById(CODE_AHEAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const files: unknown = (JSON.parse(text) as Record<string, unknown>)[part];
    return Array.isArray(files) && files.every((file) => typeof file === 'string') ? files : null;
  } catch {
    return null;
  }
}
