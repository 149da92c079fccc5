/**
 * A list the Mocks panel reads from the page's own mock world (`GET /__mocks/…`), read again every POLL_MS while
 * the panel is open so what the viewer just did shows up in a moment. The payload is `{ [key]: items }`, or
 * `{ error }` when the control API refuses.
 */
import { useEffect, useState } from 'react';

const POLL_MS = 2000;

async function readMockList<Item>(path: string, key: string): Promise<Item[]> {
  const response = await fetch(path);
  const payload = (await response.json()) as Record<string, Item[]> | { error: string };
  if ('error' in payload && typeof payload.error === 'string') throw new Error(payload.error);
  return (payload as Record<string, Item[]>)[key] ?? [];
}

/** The list (null until first read) and, when a read failed, `"<what> unavailable: <why>"`. */
export function usePolledMockList<Item>(path: string, key: string, what: string): { items: Item[] | null; problem: string | null } {
  const [items, setItems] = useState<Item[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      readMockList<Item>(path, key).then(
        (loaded) => {
          if (!live) return;
          setItems(loaded);
          setProblem(null);
        },
        (error: Error) => live && setProblem(`${what} unavailable: ${error.message}`),
      );
    void read();
    const timer = setInterval(() => void read(), POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [path, key, what]);
  return { items, problem };
}
