import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RestClients } from './clients.ts';
import { useRestClients } from './RestProvider.tsx';

export type RestQueryState<Outcome> = { loading: true; outcome: null } | { loading: false; outcome: Outcome };

/**
 * Runs a read once per `key` when the component mounts (again when `key` changes) and keeps its outcome.
 * `call` must never reject: build it on a response rule of this folder (*-outcome.ts), which turns every
 * answer, error body and network failure into a typed outcome. An answer that arrives after the component
 * unmounted or moved on to another key is dropped.
 *
 * With `keepPrevious`, a new key (a newer version of the same read, after a change) keeps answering with the last
 * outcome until its own arrives, so the screen does not fall back to its loading state, and what the viewer
 * typed in it stays.
 */
export function useRestQuery<Outcome>(key: string, call: (clients: RestClients) => Promise<Outcome>, options: { keepPrevious?: boolean } = {}): RestQueryState<Outcome> {
  const clients = useRestClients();
  const [state, setState] = useState<{ key: string; outcome: Outcome } | null>(null);
  // The request is keyed by `key`, not by the identity of `call` (a new function each render).
  const callRef = useRef(call);
  useLayoutEffect(() => {
    callRef.current = call;
  });
  useEffect(() => {
    let current = true;
    void callRef.current(clients).then((outcome) => {
      if (current) setState({ key, outcome });
    });
    return () => {
      current = false;
    };
  }, [clients, key]);
  return state && (state.key === key || options.keepPrevious) ? { loading: false, outcome: state.outcome } : { loading: true, outcome: null };
}
