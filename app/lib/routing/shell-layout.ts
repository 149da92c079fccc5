/**
 * Which layout the app shell draws, decided once when the app starts. Pure; app/frame/AppShell.tsx renders it.
 *
 * - Receiver mode: the app runs on a Cast device (its user agent says CrKey), or `?view=receiver` asks for
 *   it. Only the page shows: no header, navigation, footer or casting controls (a TV has no pointer, and it
 *   is the thing being cast to).
 * - Embedded view: the app runs inside another page's frame (support staff view a user's app this way), or
 *   `?view=embedded` asks for it. The header keeps the logo only: no navigation, search, account menu or
 *   casting, and no footer, so the framing page stays in charge.
 * - Otherwise the full layout. Receiver mode wins over the embedded view.
 */

export type ShellLayout = 'full' | 'embedded' | 'receiver';

export interface ShellLayoutInput {
  /** The page's query string at start. */
  search: string;
  /** Whether the app runs inside a frame (window.top is not the app's own window). */
  framed: boolean;
  userAgent: string;
}

/** The query value that asks for a layout (for development and tests): `?view=embedded` or `?view=receiver`. */
export const LAYOUT_QUERY = 'view';

export function shellLayout(input: ShellLayoutInput): ShellLayout {
  const asked = new URLSearchParams(input.search).get(LAYOUT_QUERY);
  if (asked === 'receiver' || /\bCrKey\//.test(input.userAgent)) return 'receiver';
  if (asked === 'embedded' || input.framed) return 'embedded';
  return 'full';
}

/** What each layout draws around the page. */
export interface ShellChrome {
  /** The header: complete, the logo alone, or none. */
  header: 'full' | 'logo' | 'none';
  /** Main navigation (top bar or phone tabs), search and the account menu. */
  navigation: boolean;
  footer: boolean;
  /** The cast button and the mini controller. */
  casting: boolean;
}

export function shellChrome(layout: ShellLayout): ShellChrome {
  switch (layout) {
    case 'full':
      return { header: 'full', navigation: true, footer: true, casting: true };
    case 'embedded':
      return { header: 'logo', navigation: false, footer: false, casting: false };
    case 'receiver':
      return { header: 'none', navigation: false, footer: false, casting: false };
  }
}
