/**
 * Where the app sends its calls. By default everything goes to the page's own origin, where the
 * mocks answer (service worker in the browser, or the standalone mock server). Point any of these
 * at a real backend by setting the matching `VITE_*` variable at build or dev-server start.
 */
export interface Endpoints {
  /** Origin of the profile and user REST contract (`/user/…`, `/geo/…`). */
  profileBaseUrl: string;
  /** Origin of the billing REST contract (`/billing/…`). */
  billingBaseUrl: string;
  /** Origin of the playback REST contract (`/playback/…`). */
  playbackBaseUrl: string;
  /** GraphQL over HTTP for the app (batched, persisted queries). */
  graphqlUrl: string;
  /** GraphQL over HTTP for operations tagged with the `api` client name. */
  graphqlApiUrl: string;
  /** GraphQL subscriptions over graphql-ws. */
  graphqlWsUrl: string;
}

export interface EndpointEnv {
  readonly VITE_REST_BASE_URL?: string;
  readonly VITE_PROFILE_BASE_URL?: string;
  readonly VITE_BILLING_BASE_URL?: string;
  readonly VITE_PLAYBACK_BASE_URL?: string;
  readonly VITE_GRAPHQL_URL?: string;
  readonly VITE_GRAPHQL_API_URL?: string;
  readonly VITE_GRAPHQL_WS_URL?: string;
}

function absolute(value: string | undefined, fallback: string, origin: string): string {
  const chosen = value && value.trim() !== '' ? value.trim() : fallback;
  return new URL(chosen, origin).href.replace(/\/$/, '');
}

/** Resolves every endpoint to an absolute URL (without a trailing slash) against the page origin. */
export function resolveEndpoints(env: EndpointEnv, origin: string): Endpoints {
  const restBase = absolute(env.VITE_REST_BASE_URL, '/', origin);
  const graphqlUrl = absolute(env.VITE_GRAPHQL_URL, '/graphql', origin);
  const defaultWs = new URL('/graphql-subscriptions', graphqlUrl);
  defaultWs.protocol = defaultWs.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    profileBaseUrl: absolute(env.VITE_PROFILE_BASE_URL, restBase, origin),
    billingBaseUrl: absolute(env.VITE_BILLING_BASE_URL, restBase, origin),
    playbackBaseUrl: absolute(env.VITE_PLAYBACK_BASE_URL, restBase, origin),
    graphqlUrl,
    graphqlApiUrl: absolute(env.VITE_GRAPHQL_API_URL, '/api/graphql', graphqlUrl),
    graphqlWsUrl: absolute(env.VITE_GRAPHQL_WS_URL, defaultWs.href, origin),
  };
}
