import { useEffect, useState } from 'react';

const TICK_MS = 60_000;

/** The display time tiles evaluate their predicates against, refreshed every minute. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
