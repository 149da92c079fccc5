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

/**
 * Where the receiver's GraphQL goes: `VITE_GRAPHQL_URL` and `VITE_GRAPHQL_WS_URL` (the app's variables), else
 * `/graphql` and `/graphql-subscriptions` beside the playback calls (a device's receiver is hosted apart from the
 * backend it plays from: the standalone mock server serves both).
 */
export function graphqlEndpoints(env: { VITE_GRAPHQL_URL?: string; VITE_GRAPHQL_WS_URL?: string }, playbackBase: string): { graphqlUrl: string; graphqlWsUrl: string } {
  const pick = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);
  const graphqlUrl = new URL(pick(env.VITE_GRAPHQL_URL) ?? '/graphql', `${playbackBase}/`).href;
  const socket = new URL(pick(env.VITE_GRAPHQL_WS_URL) ?? '/graphql-subscriptions', graphqlUrl);
  if (socket.protocol === 'http:' || socket.protocol === 'https:') socket.protocol = socket.protocol === 'https:' ? 'wss:' : 'ws:';
  return { graphqlUrl, graphqlWsUrl: socket.href };
}
