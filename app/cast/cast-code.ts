/**
 * The cast layer's code (CastUi.tsx: the cast button, picker and mini controller, and the sender adapter they
 * start) is not part of the first page: the shell asks for it once the page has settled, so no first page
 * fetches it. The player page, which shows its own cast button, brings it with its chunk.
 */
import { useEffect, useState } from 'react';
import { whenPageSettled } from '../shell/when-settled.ts';

export const loadCastUi = () => import('./CastUi.tsx');

/** False until the page has settled, then true: the shell renders its cast controls (and so loads them) from then on. */
export function useCastUiWhenSettled(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenPageSettled(() => setWanted(true)), []);
  return wanted;
}
