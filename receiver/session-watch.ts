/**
 * The receiver's own GraphQL: while it plays a cast, it follows its player registration, signed in by the
 * sender's session token (a device never has the sender's cookie) — `Player` over HTTP with the
 * `X-Session-Token` header, then `PlayerRegistrationChanged` over graphql-ws with `{ sessionToken }` as the
 * `connection_init` payload. A registration that is no longer valid (the account signed the device out), a
 * refused token (401, or the socket closed 4403) ends the session: the receiver shows the session view. An
 * unknown registration (null) or a network failure says nothing about the session and changes nothing.
 */
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { PlayerDocument } from '../generated/graphql/documents/PlayerDocument.ts';
import { PlayerRegistrationChangedDocument } from '../generated/graphql/documents/PlayerRegistrationChangedDocument.ts';
import type { PlayerFieldsFragment } from '../generated/graphql/operations.ts';
import { errorSourceOfGraphQLErrors, playerErrorFor, type PlayerErrorView } from '../common/player/index.ts';

/**
 * Starts following the session of `sessionToken`; `onInvalid` when it ends, `onError` with the error view when
 * the registration read answers a server GraphQL error (its message and codes, as the player shows them). Returns the stop.
 */
export type SessionWatch = (sessionToken: string, onInvalid: () => void, onError?: (error: PlayerErrorView) => void) => () => void;

export interface SessionWatchOptions {
  /** GraphQL over HTTP (`…/graphql`) and its graphql-ws socket (`ws…/graphql-subscriptions`). */
  graphqlUrl: string;
  graphqlWsUrl: string;
  /** This device's player registration id. */
  playerId: string;
}

/** graphql-ws's close code when the server refuses the connection (no valid token in connection_init). */
const FORBIDDEN_CLOSE = 4403;

const ended = (player: PlayerFieldsFragment | null | undefined) => player !== null && player !== undefined && !player.isRegistered;

type Registration = 'valid' | 'invalid' | 'unknown' | { error: PlayerErrorView };

async function readRegistration(options: SessionWatchOptions, sessionToken: string, signal: AbortSignal): Promise<Registration> {
  try {
    const response = await fetch(options.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Session-Token': sessionToken },
      body: JSON.stringify({ operationName: 'Player', query: print(PlayerDocument), variables: { playerId: options.playerId } }),
      signal,
    });
    if (response.status === 401) return 'invalid';
    const body = (await response.json()) as { data?: { player?: PlayerFieldsFragment | null } | null; errors?: unknown };
    const graphqlError = body.data?.player === undefined ? errorSourceOfGraphQLErrors(body.errors) : null;
    if (graphqlError) return { error: playerErrorFor(graphqlError) };
    return ended(body.data?.player) ? 'invalid' : 'valid';
  } catch {
    return 'unknown';
  }
}

function followRegistration(options: SessionWatchOptions, sessionToken: string, onInvalid: () => void): Client {
  const client = createClient({
    url: options.graphqlWsUrl,
    connectionParams: { sessionToken },
    // A refused token is final; anything else (a dropped socket) is retried as graphql-ws does.
    shouldRetry: (event) => (event as { code?: number }).code !== FORBIDDEN_CLOSE,
  });
  client.subscribe<{ playerRegistrationChanged: PlayerFieldsFragment }>(
    { query: print(PlayerRegistrationChangedDocument), variables: { playerId: options.playerId } },
    {
      next: (result) => ended(result.data?.playerRegistrationChanged) && onInvalid(),
      error: (error) => (error as { code?: number }).code === FORBIDDEN_CLOSE && onInvalid(),
      complete: () => undefined,
    },
  );
  return client;
}

export function createSessionWatch(options: SessionWatchOptions): SessionWatch {
  return (sessionToken, onInvalid, onError) => {
    const aborter = new AbortController();
    let stopped = false;
    const invalid = () => {
      if (stopped) return;
      stop();
      onInvalid();
    };
    const client = followRegistration(options, sessionToken, invalid);
    void readRegistration(options, sessionToken, aborter.signal).then((read) => {
      if (read === 'invalid') invalid();
      else if (typeof read === 'object' && !stopped) onError?.(read.error);
    });
    function stop(): void {
      stopped = true;
      aborter.abort();
      // Disposing while the socket is still being refused rejects with that close: the watch has ended anyway.
      void Promise.resolve(client.dispose()).catch(() => undefined);
    }
    return stop;
  };
}
