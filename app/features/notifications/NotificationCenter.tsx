import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageSettled } from '../../../common/when-settled.ts';

/**
 * Notifications are not part of the first page: once the page has settled the shell loads their host, which
 * reads and listens for them (NotificationHost.tsx); the overlay itself, with its HTML sanitizer, loads only
 * when there is a notification to show.
 */
const NotificationHost = lazy(() => import('./NotificationHost.tsx'));

export function NotificationCenter() {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  );
}
