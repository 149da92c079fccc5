/**
 * What the REST and GraphQL parts of proxy mode share: the settings, the route table, the violation log, and how an
 * upstream answer is passed on to the client (end-to-end headers, the proxy's own CORS headers, a same-origin
 * redirect pointed at the proxy, a Set-Cookie's Domain dropped so the cookie lands on the proxy's host).
 */
import type { ServerResponse } from 'node:http';
import type { MockBackend, } from '../../mocks/backend.ts';
import type { ProxyExchange } from '../../mocks/server.ts';
import type { ContractBody } from '../../common/openapi/exchange.ts';
import { upstreamCookie, type UpstreamAnswer, type UpstreamRequest } from './forward.ts';
import type { GenericNotFound } from './not-implemented.ts';
import type { ProxyContract, RouteTable } from './routes.ts';
import type { ViolationLog } from './violations.ts';

export interface ProxySettings {
  /** Upstream base URL per contract (absent: that contract is always mocked). */
  upstreams: Partial<Record<ProxyContract, string>>;
  /** Answer a violating response with a 502 that names the violation. */
  strict: boolean;
  /** How long the upstream may take to answer, in ms. */
  timeoutMs: number;
  /** The largest upstream answer read, in bytes. */
  maxResponseBytes: number;
  /** Cookies sent to the upstream in place of the client's of the same name (`--cookie`). */
  cookies: Readonly<Record<string, string>>;
}

export interface ProxyContext {
  settings: ProxySettings;
  routes: RouteTable;
  log: ViolationLog;
  notFound: GenericNotFound;
  backend: MockBackend;
}

/** The upstream request for a client's exchange: its method, path and query, headers and raw body. */
export function upstreamRequestOf(exchange: ProxyExchange, base: string, settings: ProxySettings, body: Uint8Array = exchange.rawBody): UpstreamRequest {
  const target = exchange.incoming.url ?? exchange.request.path;
  return {
    method: exchange.request.method,
    base,
    pathAndQuery: target.startsWith('/') ? target : `${exchange.request.path}${exchange.request.query.size > 0 ? `?${exchange.request.query.toString()}` : ''}`,
    headers: { ...exchange.incoming.headers, cookie: upstreamCookie(exchange.incoming.headers.cookie, settings.cookies) },
    body,
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
  };
}

export function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function mediaType(value: string | undefined): string {
  return value?.split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/** An upstream answer's body as the validation kit reads it, or why it cannot be read. */
export function contractBodyOf(answer: UpstreamAnswer): { body: ContractBody; jsonType: string } | { unreadable: string } {
  const type = headerText(answer.headers['content-type']);
  const media = mediaType(type);
  if (answer.body.byteLength === 0) return { body: { kind: 'empty' }, jsonType: 'application/json' };
  if (isJsonMediaType(media)) {
    try {
      return { body: { kind: 'json', value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(answer.body)) as unknown }, jsonType: media };
    } catch (error) {
      return { unreadable: `the body is not valid JSON (${(error as Error).message})` };
    }
  }
  if (media.startsWith('text/')) return { body: { kind: 'text', value: Buffer.from(answer.body).toString('utf8'), contentType: media }, jsonType: 'application/json' };
  return { body: { kind: 'bytes', value: answer.body, contentType: media || 'application/octet-stream' }, jsonType: 'application/json' };
}

/** Passes an upstream answer on to the client. */
export function passOn(response: ServerResponse, answer: UpstreamAnswer, exchange: ProxyExchange): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    // The browser talks to the proxy: its CORS headers are the proxy's own.
    if (name.startsWith('access-control-') || name === 'vary') continue;
    if (name === 'set-cookie') {
      const cookies = Array.isArray(value) ? value : [value];
      headers[name] = cookies.map((cookie) => cookie.replace(/;\s*domain=[^;]*/gi, ''));
      continue;
    }
    if (name === 'location') {
      const location = new URL(headerText(value) ?? '', answer.url);
      headers[name] = `${exchange.request.origin}${location.pathname}${location.search}`;
      continue;
    }
    headers[name] = value;
  }
  Object.assign(headers, exchange.cors);
  headers['content-length'] = String(answer.body.byteLength);
  response.writeHead(answer.status, headers);
  response.end(exchange.request.method === 'HEAD' ? undefined : Buffer.from(answer.body));
}
