/**
 * One HTTP exchange with the server under test: the request as the checker means it (method, URL,
 * headers, cookies, body), what came back, and a `curl` line that sends exactly the same request so a
 * backend developer can reproduce a failure without this repository.
 */
import type { Target } from './model.ts';

export type RequestBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: Record<string, string> }
  | { kind: 'bytes'; value: Uint8Array; contentType: string }
  /** Sent verbatim with this content type (e.g. a deliberately malformed JSON text). */
  | { kind: 'raw'; value: string; contentType: string };

export interface HttpRequest {
  method: string;
  /** Absolute URL including the query string. */
  url: string;
  /** Extra headers for this request (the target's own headers are added unless `bare`). */
  headers?: Record<string, string>;
  body?: RequestBody;
  /** Leave out the target's cookies (the auth check). Headers from --header are still sent. */
  withoutCookies?: boolean;
}

export type ResponseBody =
  | { kind: 'json'; value: unknown; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'empty' }
  /** The content type says JSON but the text does not parse. */
  | { kind: 'malformed-json'; text: string; error: string };

export interface HttpResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The media type only (`application/json`), lower case; '' when none was sent. */
  contentType: string;
  body: ResponseBody;
}

export interface HttpExchange {
  request: HttpRequest;
  response: HttpResponse;
  /** The resolved request, as sent (headers including cookies), for the reproduction. */
  curl: string;
}

/** The server could not be reached at all (connection refused, DNS, timeout). */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`could not reach ${url}: ${reason}`);
  }
}

export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function mediaTypeOf(header: string | null): string {
  return header?.split(';')[0]?.trim().toLowerCase() ?? '';
}

function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** The headers actually sent: the target's, then the request's own, then the cookie line. */
function resolvedHeaders(target: Target, request: HttpRequest): Record<string, string> {
  const headers: Record<string, string> = { ...target.headers };
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  const body = request.body;
  if (body && headers['content-type'] === undefined) {
    headers['content-type'] =
      body.kind === 'json' ? 'application/json' : body.kind === 'form' ? 'application/x-www-form-urlencoded' : body.contentType;
  }
  if (!request.withoutCookies && Object.keys(target.cookies).length > 0) headers.cookie = cookieHeader(target.cookies);
  return headers;
}

function encodeBody(body: RequestBody | undefined): string | Uint8Array<ArrayBuffer> | undefined {
  if (!body) return undefined;
  switch (body.kind) {
    case 'json':
      return JSON.stringify(body.value);
    case 'form':
      return new URLSearchParams(body.value).toString();
    case 'bytes':
      return new Uint8Array(body.value);
    case 'raw':
      return body.value;
  }
}

/** POSIX shell single-quoting: safe for any text, including quotes and newlines. */
export function shellQuote(text: string): string {
  if (/^[A-Za-z0-9_./:=@%+-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A `curl` command that sends the same request and prints the status line, headers and body. */
export function curlFor(target: Target, request: HttpRequest): string {
  const headers = resolvedHeaders(target, request);
  const parts = ['curl', '-sS', '-i', '-X', request.method.toUpperCase(), shellQuote(request.url)];
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'cookie') continue;
    parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  if (headers.cookie !== undefined) parts.push('-b', shellQuote(headers.cookie));
  const body = request.body;
  if (body?.kind === 'bytes') {
    // Raw bytes cannot sit in a shell argument (NUL, invalid UTF-8): pipe them in from base64.
    return `printf %s ${shellQuote(Buffer.from(body.value).toString('base64'))} | base64 -d | ${parts.join(' ')} --data-binary @-`;
  }
  const encoded = encodeBody(body);
  if (typeof encoded === 'string') parts.push('--data-raw', shellQuote(encoded));
  return parts.join(' ');
}

async function readBody(response: Response, contentType: string): Promise<ResponseBody> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength === 0) return { kind: 'empty' };
  if (isJsonMediaType(contentType)) {
    const text = new TextDecoder().decode(bytes);
    try {
      return { kind: 'json', value: JSON.parse(text) as unknown, text };
    } catch (error) {
      return { kind: 'malformed-json', text, error: (error as Error).message };
    }
  }
  if (contentType.startsWith('text/') || contentType === '') return { kind: 'text', text: new TextDecoder().decode(bytes) };
  return { kind: 'bytes', value: bytes };
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    if (cause instanceof Error) return `${error.message} (${(cause as NodeJS.ErrnoException).code ?? cause.message})`;
    return error.message;
  }
  return String(error);
}

/**
 * Sends a request to the server under test. Redirects are not followed: a documented `303` must be
 * seen as a 303. Throws `UnreachableError` when no answer came back (refused, reset, timed out).
 */
export async function send(target: Target, request: HttpRequest, signal?: AbortSignal): Promise<HttpExchange> {
  const headers = resolvedHeaders(target, request);
  const timeout = AbortSignal.timeout(target.timeoutMs);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method.toUpperCase(),
      headers,
      body: encodeBody(request.body),
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    const reason = timeout.aborted ? `no answer within ${target.timeoutMs} ms` : reasonOf(error);
    throw new UnreachableError(request.url, reason);
  }
  const contentType = mediaTypeOf(response.headers.get('content-type'));
  let body: ResponseBody;
  try {
    body = await readBody(response, contentType);
  } catch (error) {
    throw new UnreachableError(request.url, `the answer broke off: ${reasonOf(error)}`);
  }
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    responseHeaders[name.toLowerCase()] = value;
  });
  return { request, response: { status: response.status, headers: responseHeaders, contentType, body }, curl: curlFor(target, request) };
}

/** A short, readable description of an answer for a report's "actual" line. */
export function describeResponse(response: HttpResponse, limit = 600): string {
  const head = `${response.status}${response.contentType ? ` ${response.contentType}` : ''}`;
  const body = response.body;
  let text: string;
  switch (body.kind) {
    case 'json':
      text = body.text;
      break;
    case 'text':
    case 'malformed-json':
      text = body.text;
      break;
    case 'bytes':
      text = `<${body.value.byteLength} bytes>`;
      break;
    case 'empty':
      text = '<no body>';
      break;
  }
  return `${head} ${text.length > limit ? `${text.slice(0, limit)}…` : text}`;
}
