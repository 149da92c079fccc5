import createClient, { type Client } from 'openapi-fetch';
import type { paths as BillingPaths } from '../../../generated/rest/billing.ts';
import type { paths as PlaybackPaths } from '../../../generated/rest/playback.ts';
import type { paths as ProfilePaths } from '../../../generated/rest/profile.ts';
import type { Endpoints } from '../../config/endpoints.ts';

export interface RestClients {
  profile: Client<ProfilePaths>;
  billing: Client<BillingPaths>;
  playback: Client<PlaybackPaths>;
  /** Where each contract is served (the player engine, which has its own client, needs the playback one). */
  baseUrls: Pick<Endpoints, 'profileBaseUrl' | 'billingBaseUrl' | 'playbackBaseUrl'>;
}

/**
 * Typed openapi-fetch clients for the three REST contracts. Every call carries the session cookie
 * (`credentials: 'include'`). `fetch` is looked up per request rather than captured now, so mocks
 * installed later (MSW in the browser or in node) still see every call (openapi-fetch would otherwise keep the `fetch` it found at creation).
 */
export function createRestClients(
  endpoints: Pick<Endpoints, 'profileBaseUrl' | 'billingBaseUrl' | 'playbackBaseUrl'>,
  /** Headers for every call; outside a browser (tests, tools) this is where the session cookie goes. */
  headers?: Record<string, string>,
): RestClients {
  const common = {
    credentials: 'include' as const,
    fetch: (request: Request) => globalThis.fetch(request),
    ...(headers ? { headers } : {}),
  };
  return {
    profile: createClient<ProfilePaths>({ baseUrl: endpoints.profileBaseUrl, ...common }),
    billing: createClient<BillingPaths>({ baseUrl: endpoints.billingBaseUrl, ...common }),
    playback: createClient<PlaybackPaths>({ baseUrl: endpoints.playbackBaseUrl, ...common }),
    baseUrls: { profileBaseUrl: endpoints.profileBaseUrl, billingBaseUrl: endpoints.billingBaseUrl, playbackBaseUrl: endpoints.playbackBaseUrl },
  };
}
