import { createClient, type Client } from 'graphql-ws';

/** The spec's websocket timeout: a connection that does not ack or answer a ping within it is dropped and retried. */
export const WEBSOCKET_TIMEOUT_MS = 30_000;
/** How often the client pings an idle socket to prove it is alive. */
export const WEBSOCKET_PING_INTERVAL_MS = 10_000;

export interface SubscriptionClientOptions {
  url: string;
  /** Called after the socket came back from a drop; the app resets its cache so nothing stale shows. */
  onReconnected: () => void;
  /** For node, where there is no global WebSocket; browsers use their own. */
  webSocketImpl?: unknown;
}

/**
 * graphql-ws client for `/graphql-subscriptions`: retries forever with graphql-ws's back-off,
 * waits at most 30 s for the ack, and closes a socket whose pong does not come back within 30 s
 * (4408), which triggers the retry.
 */
export function createSubscriptionClient({ url, onReconnected, webSocketImpl }: SubscriptionClientOptions): Client {
  let socket: WebSocket | undefined;
  let pongTimeout: ReturnType<typeof setTimeout> | undefined;
  return createClient({
    url,
    webSocketImpl,
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    connectionAckWaitTimeout: WEBSOCKET_TIMEOUT_MS,
    keepAlive: WEBSOCKET_PING_INTERVAL_MS,
    on: {
      connected: (connected, _payload, wasRetry) => {
        socket = connected as WebSocket;
        if (wasRetry) onReconnected();
      },
      ping: (received) => {
        if (received) return;
        pongTimeout = setTimeout(() => {
          if (socket?.readyState === 1) socket.close(4408, 'Request Timeout');
        }, WEBSOCKET_TIMEOUT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimeout);
      },
      closed: () => {
        clearTimeout(pongTimeout);
        socket = undefined;
      },
    },
  });
}
