/**
 * Where the receiver sends its playback calls: `VITE_PLAYBACK_BASE_URL`, else `VITE_REST_BASE_URL`, else
 * the page's own origin (the same rule and variables as the web app's endpoints, so one build setting
 * points both at a backend or at the standalone mock server).
 */
export function playbackBaseUrl(env: { VITE_PLAYBACK_BASE_URL?: string; VITE_REST_BASE_URL?: string }, origin: string): string {
  const pick = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);
  const chosen = pick(env.VITE_PLAYBACK_BASE_URL) ?? pick(env.VITE_REST_BASE_URL) ?? '/';
  return new URL(chosen, origin).href.replace(/\/$/, '');
}
