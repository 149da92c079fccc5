/**
 * A small "real" backend for proxy tests: a plain node:http server that implements a few operations of the profile
 * contract — listing, switching and renaming profiles, the current user, the geo check — over a world of its own,
 * and answers everything else with its router's generic not-found, as a backend part-way through its work does.
 * One deliberate contract violation: its geo check's `country` is `usa`, where the contract asks for two capital
 * letters. It records every request it gets, for the tests to see what the proxy forwarded.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockBackend } from '../../../mocks/backend.ts';
import { headerRecord, parseBody } from '../../../mocks/core/body.ts';
import { parseCookies } from '../../../mocks/core/exchange.ts';

export const TOY_OPERATIONS: Record<string, string> = {
  'GET /user/profiles/list.json': 'listProfiles',
  'POST /user/profiles/update.json': 'updateProfile',
  'POST /user/profiles/switch.json': 'switchProfile',
  'GET /user': 'getCurrentUser',
  'GET /geo/check': 'checkGeoFence',
};

export interface ToyRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ToyBackend {
  url: string;
  requests: ToyRequest[];
  /** Replaces the answer of one `METHOD /path` (for the attack tests). */
  override(route: string, answer: (request: ToyRequest) => { status: number; headers?: Record<string, string>; body: string }): void;
  close(): Promise<void>;
}

export async function startToyBackend(port = 0): Promise<ToyBackend> {
  const backend = createMockBackend();
  const requests: ToyRequest[] = [];
  const overrides = new Map<string, (request: ToyRequest) => { status: number; headers?: Record<string, string>; body: string }>();
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(incoming.url ?? '/', 'http://toy.invalid');
      const method = incoming.method ?? 'GET';
      const seen: ToyRequest = { method, url: incoming.url ?? '/', headers: incoming.headers, body: raw.toString('utf8') };
      requests.push(seen);
      const route = `${method} ${url.pathname}`;
      // What it was sent, for a test in another process (the browser tests' stack, proxy-stack.ts).
      if (route === 'GET /__toy/requests') {
        requests.pop();
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(requests.map(({ method: sent, url: target }) => ({ method: sent, url: target }))));
        return;
      }
      const override = overrides.get(route);
      if (override) {
        const answer = override(seen);
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        response.end(answer.body);
        return;
      }
      if (!TOY_OPERATIONS[route]) {
        response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ message: `Route ${method}:${url.pathname} not found`, error: 'Not Found', statusCode: 404 }));
        return;
      }
      const headers = headerRecord(Object.entries(incoming.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
      void backend
        .handle({ method, origin: `http://${incoming.headers.host ?? 'toy.invalid'}`, path: url.pathname, query: url.searchParams, headers, cookies: parseCookies(headers.cookie), ...parseBody(headers['content-type'], new Uint8Array(raw)) })
        .then((answer) => {
          let value = answer?.body.kind === 'json' ? answer.body.value : { error: 'no answer' };
          // The deliberate violation: the contract's country is two capital letters (pattern ^[A-Z]{2}$).
          if (route === 'GET /geo/check') value = { status: 'PASS', country: 'usa' };
          response.writeHead(answer?.status ?? 500, { 'content-type': 'application/json', ...answer?.headers });
          response.end(JSON.stringify(value));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    override: (route, answer) => overrides.set(route, answer),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
