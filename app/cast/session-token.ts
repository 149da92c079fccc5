/**
 * The sender's session token for the receiver (the playback contract's `createSessionToken`): a cast device never
 * gets this browser's session cookie, so every cast LOAD carries a token the receiver signs in with instead,
 * scoped to its calls and expiring with this session. Asked for afresh with each LOAD.
 */
import { createRestClients } from '../api/rest/clients.ts';
import { resolveEndpoints } from '../config/endpoints.ts';

/** A token for the receiver, or null when none can be had (signed out, offline): the receiver then shows why it cannot play. */
export async function receiverSessionToken(): Promise<string | null> {
  try {
    const { VITE_REST_BASE_URL, VITE_PLAYBACK_BASE_URL } = import.meta.env;
    const { playback } = createRestClients(resolveEndpoints({ VITE_REST_BASE_URL, VITE_PLAYBACK_BASE_URL }, window.location.origin));
    const { data, response } = await playback.POST('/playback/session-token');
    if (data) return data.sessionToken;
    console.error(`[cast] no session token for the receiver (${response.status}); it casts without one.`);
  } catch (error) {
    console.error('[cast] no session token for the receiver:', error);
  }
  return null;
}
