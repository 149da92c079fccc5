import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * Where focus goes on the account page when what had it goes away, rather than to the document:
 * - back from the cancel flow or an add-on screen (which replace the page, and with it the control that had focus):
 *   to the button that opened it (`data-opens`) when the viewer left without a change, to the page's title when
 *   something changed (the page is read again, and that button may be gone: a canceled subscription has no Cancel);
 * - after a new read of the account (`read`, a new object each answer) that removed the control the viewer last used
 *   on the page (Resume once resumed, Remove payment method once removed): to the page's title.
 * `pageShown` says the page's sections are drawn (no cancel flow or add-on screen in their place).
 */
export function usePageFocus(pageShown: boolean, read: unknown) {
  const page = useRef<HTMLElement>(null);
  const returnFocus = useRef<string | null>(null);
  const lastFocused = useRef<Element | null>(null);
  const title = () => page.current?.querySelector<HTMLElement>('#page-title') ?? null;

  useEffect(() => {
    if (returnFocus.current === null || !pageShown || !page.current) return;
    const opener = returnFocus.current === 'title' ? null : page.current.querySelector<HTMLElement>(`[data-opens="${returnFocus.current}"]`);
    (opener ?? title())?.focus();
    returnFocus.current = null;
  });

  useEffect(() => {
    const last = lastFocused.current;
    if (!last || last.isConnected || (document.activeElement !== null && document.activeElement !== document.body)) return;
    title()?.focus();
  }, [read]);

  return {
    page,
    /** Leaving the screen `opener` opened, having changed the account or not. */
    back: (opener: string, changed: boolean) => {
      returnFocus.current = changed ? 'title' : opener;
    },
    onFocus: (event: FocusEvent) => {
      lastFocused.current = event.target;
    },
  };
}
