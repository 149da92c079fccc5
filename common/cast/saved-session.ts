/**
 * The cast session this browser started, remembered per origin so that a reload or another tab of the same
 * site rejoins it, as the Cast sender framework's auto-join does with `AutoJoinPolicy.ORIGIN_SCOPED` (a session
 * started from this origin, in any tab, is joined when a page of the origin starts; `TAB_AND_ORIGIN_SCOPED`
 * would keep it to the tab, as `sessionStorage` does). Both sender adapters write it when a session is up and
 * clear it when it ends; the app reads it at start-up, before any cast code loads, to bring the cast layer in at
 * once rather than once the page has settled. Small and dependency-free on purpose: the first page imports it.
 */

/** The `localStorage` key of the saved session. */
export const SAVED_CAST_SESSION_KEY = 'airwave.cast.session';

/** What a sender remembers of its session: enough to ask the device to let it back in and to name it meanwhile. */
export interface SavedCastSession {
  sessionId: string;
  device: { id: string; name: string; model: string };
}

/** The part of `Storage` the saved session uses (tests pass a map). */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Reads the saved session's text; null when there is none or it is not one (a damaged entry is ignored). */
export function parseSavedCastSession(text: string | null): SavedCastSession | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { sessionId, device } = value as { sessionId?: unknown; device?: unknown };
  if (!isText(sessionId) || typeof device !== 'object' || device === null) return null;
  const { id, name, model } = device as { id?: unknown; name?: unknown; model?: unknown };
  if (!isText(id) || !isText(name) || typeof model !== 'string') return null;
  return { sessionId, device: { id, name, model } };
}

/** The page's `localStorage`, or null where there is none or it refuses access (a sandboxed frame, a privacy mode). */
export function originSessionStore(): SessionStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readSavedCastSession(store: SessionStore | null = originSessionStore()): SavedCastSession | null {
  try {
    return parseSavedCastSession(store?.getItem(SAVED_CAST_SESSION_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writeSavedCastSession(session: SavedCastSession | null, store: SessionStore | null = originSessionStore()): void {
  try {
    if (session === null) store?.removeItem(SAVED_CAST_SESSION_KEY);
    else store?.setItem(SAVED_CAST_SESSION_KEY, JSON.stringify(session));
  } catch {
    // A full or refused store: the session still works, it just is not rejoined after a reload.
  }
}

/**
 * Forgets session `sessionId` if it is the one saved: another page of the browser may have started a newer
 * session meanwhile, which stays remembered.
 */
export function forgetSavedCastSession(sessionId: string, store: SessionStore | null = originSessionStore()): void {
  if (readSavedCastSession(store)?.sessionId === sessionId) writeSavedCastSession(null, store);
}
