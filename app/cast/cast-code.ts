/**
 * The cast layer's code (CastUi.tsx: the cast button, picker and mini controller, and the sender adapter they
 * start) is not part of the first page: the shell asks for it once the page has settled, so no first page
 * fetches it — unless this browser is casting (a session saved by a page of this origin, see
 * common/cast/saved-session.ts): then at once, so that a reload or a new tab rejoins the session and shows
 * the mini controller without waiting. The player page, which shows its own cast button, brings it with its
 * chunk.
 */
import { useEffect, useState } from 'react';
import { readSavedCastSession } from '../../common/cast/saved-session.ts';
import { whenPageSettled } from '../../common/when-settled.ts';

export const loadCastUi = () => import('./CastUi.tsx');

/** False until the page has settled (true from the start while this browser is casting): the shell renders its cast controls (and so loads them) from then on. */
export function useCastUiWhenSettled(): boolean {
  const [wanted, setWanted] = useState(() => readSavedCastSession() !== null);
  useEffect(() => (wanted ? undefined : whenPageSettled(() => setWanted(true))), [wanted]);
  return wanted;
}
