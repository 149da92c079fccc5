/**
 * The MSW adapter: the same mock backend for the browser's service worker and for vitest's
 * `setupServer`. HTTP requests to the contract paths of the mocked origins go to the backend;
 * everything else (Vite's files, a contract pointed at a real backend) is left alone.
 * `/graphql-subscriptions` speaks graphql-transport-ws through graphql-ws's own server logic.
 */
import { makeServer, type WebSocket as GraphQLWsSocket } from 'graphql-ws';
import { delay, http, HttpResponse, ws, type RequestHandler, type WebSocketHandler } from 'msw';
import { graphqlWsServerOptions } from '../graphql/ws.ts';
import { CONTROL_PREFIX, type MockBackend } from '../backend.ts';
import { ANALYTICS_COLLECTOR_PREFIX } from '../analytics/collector.ts';
import { ERROR_COLLECTOR_PREFIX } from '../errors/collector.ts';
import { headerRecord, parseBody } from '../core/body.ts';
import { PAGE_SESSION, parseCookies, type MockRequest, type MockResponse } from '../core/exchange.ts';

/**
 * Path prefixes the backend answers; anything else passes through. The page's own files do not even reach the worker
 * (./worker-routes.ts routes them to the network; tests/mocks/worker-routes.test.ts keeps the two apart).
 */
const MOCKED_PATHS = ['/user', '/billing', '/playback', '/geo', '/graphql', '/api/graphql', '/mock-images', '/mock-media/preview', '/mock-media/streams', CONTROL_PREFIX, ANALYTICS_COLLECTOR_PREFIX, ERROR_COLLECTOR_PREFIX];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One pattern for every mocked path on every mocked origin. */
function mockedUrlPattern(origins: string[]): RegExp {
  const originAlternatives = origins.map(escapeRegExp).join('|');
  const pathAlternatives = MOCKED_PATHS.map(escapeRegExp).join('|');
  return new RegExp(`^(?:${originAlternatives})(?:${pathAlternatives})(?:[/?#]|$)`);
}

/**
 * `cookies` are MSW's view of the request's cookies: in a browser the Cookie header is hidden from
 * the service worker, and MSW reads `document.cookie` for same-origin requests instead.
 */
export async function toMockRequest(request: Request, cookies: Record<string, string> = {}): Promise<MockRequest> {
  const url = new URL(request.url);
  const headers = headerRecord(request.headers);
  const bytes = new Uint8Array(await request.arrayBuffer());
  return {
    method: request.method.toUpperCase(),
    origin: url.origin,
    path: url.pathname,
    query: url.searchParams,
    headers,
    cookies: { ...cookies, ...parseCookies(headers.cookie) },
    ...parseBody(headers['content-type'], bytes),
  };
}

export async function toHttpResponse(response: MockResponse): Promise<Response> {
  if (response.delayMs) await delay(response.delayMs);
  if (response.networkError) return HttpResponse.error();
  const init = { status: response.status, headers: response.headers };
  switch (response.body.kind) {
    case 'json':
      if (response.body.encoded) {
        return new HttpResponse(response.body.encoded, { ...init, headers: { 'content-type': 'application/json', ...response.headers, 'content-length': String(response.body.encoded.byteLength) } });
      }
      return HttpResponse.json(response.body.value as Parameters<typeof HttpResponse.json>[0], init);
    case 'text':
      return new HttpResponse(response.body.value, {
        ...init,
        headers: { 'content-type': response.body.contentType, ...response.headers },
      });
    case 'bytes':
      return new HttpResponse(response.body.value, {
        ...init,
        headers: { 'content-type': response.body.contentType, ...response.headers },
      });
    case 'empty':
      return new HttpResponse(null, init);
  }
}

/** Bridges one MSW WebSocket client to graphql-ws's protocol server for the backend's world. */
function subscriptionLink(backend: MockBackend, origins: string[], pageSession: string): WebSocketHandler[] {
  return origins.map((origin) => {
    const link = ws.link(`${origin.replace(/^http/, 'ws')}/graphql-subscriptions`);
    return link.addEventListener('connection', ({ client }) => {
      const server = makeServer(graphqlWsServerOptions(backend.world, { origin }));
      let deliver: ((data: string) => Promise<void>) | undefined;
      const socket: GraphQLWsSocket = {
        protocol: 'graphql-transport-ws',
        send: (data) => client.send(data),
        close: (code, reason) => client.close(code, reason),
        onMessage: (callback) => {
          deliver = callback;
        },
      };
      // `socket.close` lets the drop-socket fault close the connection as a failing server would.
      // The page's own socket signs in with the page's session (its cookie, which MSW's socket does not show).
      const closed = server.opened(socket, { socket: { close: (code?: number, reason?: string) => client.close(code, reason) }, pageSession });
      client.addEventListener('message', (event) => {
        void deliver?.(typeof event.data === 'string' ? event.data : String(event.data));
      });
      client.addEventListener('close', (event) => {
        void closed(event.code, event.reason);
      });
    });
  });
}

export interface MockHandlerOptions {
  /** Origins whose contract paths are mocked, e.g. `http://localhost:5173`. */
  origins: string[];
  /** The page's session (its cookie's value, which MSW's socket does not show); default PAGE_SESSION. */
  pageSession?: string;
}

export function createMockHandlers(backend: MockBackend, { origins, pageSession = PAGE_SESSION }: MockHandlerOptions): Array<RequestHandler | WebSocketHandler> {
  return [
    http.all(mockedUrlPattern(origins), async ({ request, cookies }) => {
      const answer = await backend.handle(await toMockRequest(request, cookies));
      return answer ? toHttpResponse(answer) : undefined;
    }),
    ...subscriptionLink(backend, origins, pageSession),
  ];
}
