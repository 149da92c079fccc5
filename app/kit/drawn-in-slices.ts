import { useDeferredValue, useState } from 'react';

/**
 * A page's read as it is drawn: when a new answer arrives, the page is first drawn once more as it was, then with the
 * answer in a render of its own that React cuts into slices of a few milliseconds (a deferred value), letting the
 * browser run between them. An answer reaches the page in the same task in which Apollo Client writes it into its
 * cache and reads it back; drawn there too, that task was the longest of Home's first screen (what Lighthouse's Total
 * Blocking Time counts). On mount, what is already there is drawn at once.
 *
 * The first answer of a page that has drawn none yet (its placeholders are on the screen) is drawn at once too, in the
 * render the answer causes: it is the first screen (Home's first-screen request; the rows below it come later and
 * are deferred), and deferred it waited for one more render of the placeholders and a render in slices after it, and
 * its tiles' effects (the app's FIRST_TILE_MARK) ran only after the browser had painted — time to first tile on the
 * mock build 171 → 284 ms, where that answer arrives after the page's first commit
 * (`tests/unit/browse/home-first-tile.test.tsx`).
 *
 * `read` is everything the page draws from its reads, as one object that changes only when a part of it does (made
 * with useMemo): the answer (`data`), whether more is on its way, why it failed, whether more rows follow. The parts
 * travel together, so the page never draws one without the others — an answer that has arrived but is not drawn yet
 * still shows as loading, and rows still drawn from the first screen's answer still say that more rows follow.
 */
export function useReadDrawnInSlices<T extends { data?: unknown }>(read: T): T {
  // The first read with an answer, drawn at once (kept while the deferred value has not caught up with it).
  const [firstAnswer, setFirstAnswer] = useState<T | null>(null);
  if (firstAnswer === null && read.data !== undefined) setFirstAnswer(read);
  const answered = firstAnswer !== null || read.data !== undefined;
  // Nothing to defer before the first answer (placeholders, a failure): the deferred value starts with it.
  const drawn = useDeferredValue(answered ? read : null);
  return drawn ?? firstAnswer ?? read;
}
