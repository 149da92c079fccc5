/**
 * The one rule for a URL the app did not build itself (a `redirect` query value, a `postAddOnURL`, a
 * notification's or hero's navigation URL, the device link's final URL, the page's own path when `ack` is
 * stripped): the app goes there only when it is a path of this app on the page's own origin.
 *
 * The URL is read the way the browser will read it — with the URL parser, against the page's origin — so
 * `/\host`, tabs and newlines inside `//host`, `javascript:`, credentials and other ports all resolve to what
 * they really are before they are judged. What the app then navigates to is the parsed path, never the raw text.
 */
import { PLAYER_BASE, USER_SUB_PATHS } from './route-table.ts';

// A path the app serves: the site root (it forwards to Home), anything under /player, and the top-level user
// sub-paths (/settings, /switch, …) the router forwards to their /player/user/… pages.
const TOP_LEVEL = new Set<string>(['/', PLAYER_BASE, ...USER_SUB_PATHS.map((name) => `/${name}`)]);

// No legitimate path carries a control character or a space; the parser would silently drop some of them.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/**
 * The in-app path (pathname, query and hash) `raw` stands for on `origin`, or null when it would leave the app:
 * another origin (host, port or scheme), a non-http scheme, credentials, or a path this app does not serve.
 */
export function appPathOf(raw: string | null | undefined, origin: string): string | null {
  if (!raw || CONTROL_OR_SPACE.test(raw)) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  const { pathname } = url;
  if (!TOP_LEVEL.has(pathname) && !pathname.startsWith(`${PLAYER_BASE}/`)) return null;
  return `${pathname}${url.search}${url.hash}`;
}

/** `appPathOf(raw)`, or `fallback` when `raw` would leave the app. */
export function appPathOr(raw: string | null | undefined, origin: string, fallback: string): string {
  return appPathOf(raw, origin) ?? fallback;
}

/**
 * Where a link the viewer sees and chooses (a hero's or a notification's navigation action) leads: a path of this
 * app (followed in the app), an ordinary http(s) page elsewhere (an ordinary link the viewer sees before choosing
 * it), or nowhere (`javascript:`, `data:`, unparsable text: the action is not offered).
 */
export type LinkTarget = { kind: 'app'; path: string } | { kind: 'web'; href: string } | null;

export function linkTargetOf(raw: string | null | undefined, origin: string): LinkTarget {
  const path = appPathOf(raw, origin);
  if (path !== null) return { kind: 'app', path };
  if (!raw || CONTROL_OR_SPACE.test(raw)) return null;
  try {
    const url = new URL(raw, origin);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '') return { kind: 'web', href: url.href };
  } catch {
    // not a URL
  }
  return null;
}
