import { useDeferredValue } from 'react';

/**
 * A page's read as it is drawn: when a new answer arrives, the page is first drawn once more as it was, then with the
 * answer in a render of its own that React cuts into slices of a few milliseconds (a deferred value), letting the
 * browser run between them. An answer reaches the page in the same task in which Apollo Client writes it into its
 * cache and reads it back; drawn there too, that task was the longest of Home's first screen (what Lighthouse's Total
 * Blocking Time counts). On mount, what is already there is drawn at once.
 *
 * `read` is everything the page draws from its reads, as one object that changes only when a part of it does (made
 * with useMemo): the answer, whether more is on its way, why it failed, whether more rows follow. The parts travel
 * together, so the page never draws one without the others — an answer that has arrived but is not drawn yet still
 * shows as loading, and rows still drawn from the first screen's answer still say that more rows follow.
 */
export function useReadDrawnInSlices<T extends object>(read: T): T {
  return useDeferredValue(read);
}
