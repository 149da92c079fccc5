/**
 * graphql-ws (`graphql-transport-ws`) clients for the checker, on node's `ws` package (node 20 has no
 * global WebSocket). The target's cookies and headers go on the upgrade request through a small WebSocket
 * subclass, since graphql-ws constructs the socket itself with only (url, protocol).
 */
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import type { Target } from '../model.ts';

export function upgradeHeaders(target: Target): Record<string, string> {
  const headers: Record<string, string> = { ...target.headers };
  const cookie = Object.entries(target.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  if (cookie) headers.cookie = cookie;
  return headers;
}

/** A `ws` WebSocket class that sends the target's credentials on the upgrade request. */
function webSocketClassFor(target: Target) {
  const headers = upgradeHeaders(target);
  return class CredentialedWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers, handshakeTimeout: target.timeoutMs });
    }
  };
}

type ClientOptions = Parameters<typeof createClient>[0];

/** A client that connects on its first subscription (or at once with `eager`) and never retries. */
export function createSubscriptionClient(target: Target, wsUrl: string, ackTimeoutMs: number, extra: { on?: ClientOptions['on']; eager?: boolean } = {}): Client {
  return createClient({
    url: wsUrl,
    webSocketImpl: webSocketClassFor(target),
    lazy: !extra.eager,
    // Reported through `on` by the probe; without this graphql-ws logs it to the console.
    onNonLazyError: () => undefined,
    // A checker reports what happens on the first try; retrying would hide a dropped socket.
    retryAttempts: 0,
    connectionAckWaitTimeout: ackTimeoutMs,
    ...(extra.on ? { on: extra.on } : {}),
  });
}

/** graphql-ws's dispose rejects with the close event when the socket never got going; that is already reported. */
async function disposeQuietly(client: Client): Promise<void> {
  try {
    await client.dispose();
  } catch {
    // The connection failed; the check that saw it says so.
  }
}

export type ConnectionOutcome =
  | { kind: 'acknowledged' }
  | { kind: 'no-ack' }
  | { kind: 'closed'; code: number; reason: string }
  | { kind: 'unreachable'; message: string };

function isCloseLike(value: unknown): value is { code: number; reason: string } {
  return value !== null && typeof value === 'object' && 'code' in value && typeof value.code === 'number';
}

/** The Error inside what `ws` and graphql-ws report: an Error, or an ErrorEvent carrying one. */
function innerError(value: unknown): Error | undefined {
  if (value instanceof Error) return value;
  if (value !== null && typeof value === 'object') {
    const inner = 'error' in value ? value.error : undefined;
    if (inner instanceof Error) return inner;
    if ('message' in value && typeof value.message === 'string') return new Error(value.message);
  }
  return undefined;
}

/** Why a WebSocket did not open, named: refused, DNS, timeout, or an endpoint that is not a WebSocket. */
export function describeConnectError(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  const unexpected = /^Unexpected server response: (\d+)/.exec(error.message);
  if (unexpected) return `the endpoint is not a WebSocket: it answered the upgrade request with HTTP ${unexpected[1]}`;
  if (code === 'ECONNREFUSED') return `connection refused (ECONNREFUSED): nothing listens there`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `DNS lookup failed (${code}): the host name does not resolve`;
  if (/handshake has timed out/i.test(error.message)) return `timed out: the WebSocket handshake did not complete (${error.message})`;
  if (code === 'ECONNRESET') return 'the connection was reset during the WebSocket handshake (ECONNRESET)';
  return code ? `${error.message} (${code})` : error.message;
}

/** What a graphql-ws sink error or close event was, in words. */
export function describeSocketError(error: unknown): string {
  if (Array.isArray(error)) {
    return error.map((item: unknown) => (item !== null && typeof item === 'object' && 'message' in item ? String(item.message) : JSON.stringify(item))).join('; ');
  }
  if (isCloseLike(error)) return `the socket closed (code ${error.code}${error.reason ? `: ${error.reason}` : ''})`;
  const inner = innerError(error);
  if (inner) return describeConnectError(inner);
  if (typeof error === 'string') return error;
  try {
    return `an unexpected error: ${JSON.stringify(error)}`;
  } catch {
    return 'an unexpected error';
  }
}

/**
 * Opens a connection and waits for connection_ack: `ackTimeoutMs` from the socket opening (our own timer,
 * so a server that also ignores the close handshake cannot hold us), and the request timeout for the
 * socket to open at all.
 */
export function probeConnection(target: Target, wsUrl: string, ackTimeoutMs: number, signal?: AbortSignal): Promise<ConnectionOutcome> {
  return new Promise<ConnectionOutcome>((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const on: ClientOptions['on'] = {
      opened: () => {
        clearTimeout(timer);
        timer = setTimeout(() => finish({ kind: 'no-ack' }), ackTimeoutMs);
      },
      connected: () => finish({ kind: 'acknowledged' }),
      closed: (event) => finish(isCloseLike(event) && event.code !== 4418 ? { kind: 'closed', code: event.code, reason: event.reason } : { kind: 'no-ack' }),
      error: (error) => finish({ kind: 'unreachable', message: describeSocketError(error) }),
    };
    const client = createSubscriptionClient(target, wsUrl, ackTimeoutMs, { on, eager: true });
    const onStop = () => finish({ kind: 'unreachable', message: 'the run was stopped before the connection was acknowledged' });
    signal?.addEventListener('abort', onStop, { once: true });
    function finish(outcome: ConnectionOutcome): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onStop);
      resolve(outcome);
      void disposeQuietly(client);
    }
    timer = setTimeout(() => finish({ kind: 'unreachable', message: `the socket did not open within ${target.timeoutMs} ms` }), target.timeoutMs);
  });
}

export type SubscriptionEvent = FormattedExecutionResult<Record<string, unknown>, unknown>;

/** A live subscription: the events so far, and whether the server refused or ended it. */
export class LiveSubscription {
  readonly events: SubscriptionEvent[] = [];
  error: unknown = undefined;
  completed = false;
  private readonly waiters = new Set<() => void>();
  private readonly client: Client;
  private unsubscribe: () => void = () => undefined;
  private acknowledged = false;

  constructor(target: Target, wsUrl: string, ackTimeoutMs: number) {
    this.client = createSubscriptionClient(target, wsUrl, ackTimeoutMs, {
      on: {
        connected: () => {
          this.acknowledged = true;
          this.notify();
        },
      },
    });
  }

  /**
   * Waits until the server acknowledged the connection (the subscribe message goes out right after), then
   * `settleMs` more: graphql-ws has no subscribe acknowledgement, so a refusal can only be seen by waiting,
   * and an event triggered before the server set the subscription up would be lost. Counting from the ack
   * rather than from the start keeps this right on a busy server.
   */
  async settle(settleMs: number, timeoutMs: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const check = () => {
        if (this.acknowledged || this.error !== undefined || this.completed) finish();
      };
      const timer = setTimeout(finish, timeoutMs);
      this.waiters.add(check);
      check();
    });
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  }

  start(request: { query: string; operationName: string; variables: Record<string, unknown> }): void {
    this.unsubscribe = this.client.subscribe(request, {
      next: (event) => {
        this.events.push(event);
        this.notify();
      },
      error: (error) => {
        this.error = error;
        this.notify();
      },
      complete: () => {
        this.completed = true;
        this.notify();
      },
    });
  }

  private notify(): void {
    for (const waiter of this.waiters) waiter();
  }

  /** Resolves with the first event (from the start) that `matches`, or undefined on error, completion or timeout. */
  waitFor(matches: (event: SubscriptionEvent) => boolean, timeoutMs: number, signal?: AbortSignal): Promise<SubscriptionEvent | undefined> {
    return new Promise((resolve) => {
      const check = () => {
        const found = this.events.find(matches);
        if (found || this.error !== undefined || this.completed || signal?.aborted) done(found);
      };
      const timer = setTimeout(() => done(undefined), timeoutMs);
      const done = (event: SubscriptionEvent | undefined) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        signal?.removeEventListener('abort', check);
        resolve(event);
      };
      this.waiters.add(check);
      signal?.addEventListener('abort', check, { once: true });
      check();
    });
  }

  async dispose(): Promise<void> {
    this.unsubscribe();
    await disposeQuietly(this.client);
  }
}
