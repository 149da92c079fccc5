/**
 * The pass-through of proxy mode: one request sent to the configured upstream and its answer read back, as an
 * HTTP proxy must (RFC 9110):
 * - the request goes only to the configured upstream's origin, whatever the client's Host header or request target
 *   says, so the session cookie and other headers reach nobody else;
 * - hop-by-hop headers are dropped both ways: Connection and every header it names, Keep-Alive, TE, Trailer,
 *   Transfer-Encoding, Upgrade and Proxy-*; the mock server's own headers (x-mock-token, x-mock-scenario,
 *   x-mock-faults) never leave the machine;
 * - the request body is the one the mock server read within its limit (--max-body); the answer is read as a stream
 *   and dropped at `maxResponseBytes`;
 * - redirects are never followed: one to the upstream's own origin is passed on pointing at the proxy, one to any
 *   other host is refused (the caller answers 502).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { shellQuote } from '../conformance/http.ts';

/**
 * Headers never copied from one side to the other: the hop-by-hop ones (they describe one connection, not the
 * message: RFC 9110 "Connection"), and Host and Content-Length, which the proxy writes itself for its own hop.
 */
const NOT_COPIED = new Set(['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

/** The mock server's own request headers: meant for the mocks, never for a real backend. */
const MOCK_ONLY = /^x-mock-/;

/** Drops hop-by-hop headers: the fixed ones, every Proxy-* and whatever the Connection header names. */
export function endToEndHeaders(headers: Readonly<Record<string, string | string[] | undefined>>): Record<string, string | string[]> {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept: Record<string, string | string[]> = {};
  for (const [rawName, value] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    if (value === undefined || NOT_COPIED.has(name) || named.has(name) || name.startsWith('proxy-')) continue;
    kept[name] = value;
  }
  return kept;
}

export interface UpstreamRequest {
  method: string;
  /** The upstream base (`http://localhost:8080` or `https://api.example/v2`); the path is appended to it. */
  base: string;
  /** Path and query as the client sent them (`/user/profiles?x=1`). */
  pathAndQuery: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Uint8Array;
  timeoutMs: number;
  maxResponseBytes: number;
}

export interface UpstreamAnswer {
  kind: 'answer';
  status: number;
  /** End-to-end headers only, names in lower case. */
  headers: Record<string, string | string[]>;
  body: Uint8Array;
  url: string;
}

export type UpstreamFailure =
  | { kind: 'unreachable'; reason: string; url: string }
  | { kind: 'too-large'; reason: string; url: string }
  | { kind: 'redirect-elsewhere'; location: string; url: string; status: number };

/** The URL a request goes to: the configured base's origin and path, then the client's path, nothing else. */
export function upstreamUrl(base: string, pathAndQuery: string): URL {
  const root = new URL(base);
  const target = new URL(pathAndQuery, 'http://client.invalid');
  const url = new URL(root.href);
  url.pathname = `${root.pathname.replace(/\/+$/, '')}${target.pathname}`;
  url.search = target.search;
  return url;
}

/** The headers sent upstream: the client's end-to-end headers minus the mock server's own, with no compression asked. */
export function forwardedHeaders(headers: UpstreamRequest['headers'], url: URL, bodyLength: number): Record<string, string | string[]> {
  const kept = Object.fromEntries(Object.entries(endToEndHeaders(headers)).filter(([name]) => !MOCK_ONLY.test(name)));
  // The answer is validated: ask for it uncompressed.
  kept['accept-encoding'] = 'identity';
  kept.host = url.host;
  if (bodyLength > 0) kept['content-length'] = String(bodyLength);
  return kept;
}

/**
 * The Cookie header for the upstream: the client's cookies, with those the proxy was given (`--cookie`, the real
 * backend's session for an app whose page only has the mocks' one) put in place of any of the same name.
 */
export function upstreamCookie(header: string | undefined, given: Readonly<Record<string, string>>): string | undefined {
  const names = new Set(Object.keys(given));
  if (names.size === 0) return header;
  const kept = (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !names.has(pair.split('=')[0]?.trim() ?? ''));
  return [...kept, ...Object.entries(given).map(([name, value]) => `${name}=${value}`)].join('; ');
}

/** Sends the request to the upstream (never following a redirect) and reads the answer up to the cap. */
export function forward(request: UpstreamRequest): Promise<UpstreamAnswer | UpstreamFailure> {
  const url = upstreamUrl(request.base, request.pathAndQuery);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = forwardedHeaders(request.headers, url, request.body.byteLength);
  return new Promise((resolve) => {
    const outgoing = send(url, { method: request.method, headers, timeout: request.timeoutMs }, (incoming) => {
      const status = incoming.statusCode ?? 502;
      const answerHeaders = endToEndHeaders(incoming.headers as IncomingHttpHeaders);
      const location = incoming.headers.location;
      if (status >= 300 && status < 400 && typeof location === 'string') {
        let target: URL | null;
        try {
          target = new URL(location, url);
        } catch {
          target = null;
        }
        if (!target || target.origin !== url.origin) {
          incoming.destroy();
          resolve({ kind: 'redirect-elsewhere', location, url: url.href, status });
          return;
        }
      }
      const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
      if (Number.isFinite(declared) && declared > request.maxResponseBytes) {
        incoming.destroy();
        resolve({ kind: 'too-large', reason: `its Content-Length is ${declared} bytes, over the proxy's limit of ${request.maxResponseBytes}`, url: url.href });
        return;
      }
      const chunks: Buffer[] = [];
      let total = 0;
      incoming.on('data', (chunk: Buffer) => {
        total += chunk.byteLength;
        if (total > request.maxResponseBytes) {
          incoming.destroy();
          chunks.length = 0;
          resolve({ kind: 'too-large', reason: `it was dropped after ${total} bytes, over the proxy's limit of ${request.maxResponseBytes}`, url: url.href });
          return;
        }
        chunks.push(chunk);
      });
      incoming.on('end', () => resolve({ kind: 'answer', status, headers: answerHeaders, body: new Uint8Array(Buffer.concat(chunks)), url: url.href }));
      incoming.on('error', (error) => resolve({ kind: 'unreachable', reason: `the answer broke off: ${error.message}`, url: url.href }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${request.timeoutMs} ms`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'ECONNREFUSED'
          ? 'connection refused'
          : error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN'
            ? `DNS lookup of ${url.hostname} failed`
            : error.code === 'ECONNRESET'
              ? 'connection reset'
              : error.message;
      resolve({ kind: 'unreachable', reason, url: url.href });
    });
    outgoing.end(request.body.byteLength > 0 ? Buffer.from(request.body) : undefined);
  });
}

/** Header values that are credentials: shown as a shell variable in a curl line, never written out. */
const SECRET_HEADERS = new Set(['cookie', 'authorization', 'x-auth-token']);

/**
 * A curl command that sends the same request to the upstream. Credentials (cookie, Authorization, X-Auth-Token)
 * are left as `$AIRWAVE_COOKIE`-style shell variables: the violations list and reports may be read by others.
 */
export function curlLine(request: Pick<UpstreamRequest, 'method' | 'base' | 'pathAndQuery' | 'headers' | 'body'>): string {
  const url = upstreamUrl(request.base, request.pathAndQuery);
  const parts = ['curl', '-sS', '-i', '-X', request.method.toUpperCase(), shellQuote(url.href)];
  const headers = endToEndHeaders(request.headers);
  for (const [name, value] of Object.entries(headers)) {
    if (MOCK_ONLY.test(name) || name === 'accept-encoding' || name === 'origin' || name === 'referer' || name.startsWith('sec-') || name === 'user-agent') continue;
    if (SECRET_HEADERS.has(name)) {
      parts.push('-H', `"${name}: $AIRWAVE_${name.replace(/-/g, '_').toUpperCase()}"`);
      continue;
    }
    parts.push('-H', shellQuote(`${name}: ${Array.isArray(value) ? value.join(', ') : value}`));
  }
  if (request.body.byteLength > 0) {
    const text = Buffer.from(request.body).toString('utf8');
    if (Buffer.from(text, 'utf8').equals(Buffer.from(request.body)) && !text.includes('\0')) parts.push('--data-raw', shellQuote(text));
    else return `printf %s ${shellQuote(Buffer.from(request.body).toString('base64'))} | base64 -d | ${parts.join(' ')} --data-binary @-`;
  }
  return parts.join(' ');
}
