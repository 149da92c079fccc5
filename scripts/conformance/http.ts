/**
 * One HTTP exchange with the server under test: the request as the checker means it (method, URL,
 * headers, cookies, body), what came back, and a `curl` line that sends exactly the same request so a
 * backend developer can reproduce a failure without this repository.
 */
import type { CheckOutcome, Target } from './model.ts';

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
  /**
   * Sending it twice has the effect of sending it once, though its method does not say so (a GraphQL query over
   * POST): like a request of an idempotent method, it is sent again once when a kept-alive connection was dropped
   * under it (see sendsAgain).
   */
  idempotent?: boolean;
}

export type ResponseBody =
  | { kind: 'json'; value: unknown; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'empty' }
  /** The content type says JSON but the text does not parse. */
  | { kind: 'malformed-json'; text: string; error: string }
  /**
   * The content type says JSON (or text in UTF-8) but the bytes are not UTF-8: `offset` is the first byte
   * that is not, `text` the body decoded with U+FFFD in place of the bad bytes (for reports only).
   */
  | { kind: 'invalid-utf8'; text: string; offset: number; problem: string };

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

/** Why no usable answer came back; each has its own wording in reports. */
export type NoAnswerCause = 'refused' | 'dns' | 'timeout' | 'reset' | 'too-large' | 'interrupted' | 'deadline' | 'other';

/**
 * No usable answer came back (connection refused, DNS, timeout, reset, an answer over the size cap,
 * the run interrupted or past its deadline). Carries the curl line of the request, so even a check
 * that got no answer can be reproduced.
 */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
  constructor(
    readonly url: string,
    reason: string,
    readonly kind: NoAnswerCause = 'other',
    readonly curl?: string,
  ) {
    super(kind === 'too-large' ? reason : `could not reach ${url}: ${reason}`);
  }

  /** The run stopped (Ctrl-C, SIGTERM or --deadline) while this request was in flight. */
  get stoppedByRun(): boolean {
    return this.kind === 'interrupted' || this.kind === 'deadline';
  }
}

/** A request that got no usable answer, as a failure that still says how to send it again. */
export function noAnswer(error: UnreachableError): CheckOutcome {
  const tooLarge = error.kind === 'too-large';
  return {
    status: 'failed',
    failure: {
      message: tooLarge ? `answer too large: ${error.message}` : `no answer: ${error.message}`,
      expected: tooLarge ? "an answer within the checker's size cap" : 'an HTTP answer',
      actual: tooLarge ? error.message : 'no answer',
      ...(error.curl ? { reproduction: error.curl } : {}),
    },
  };
}

/** Default cap on one answer's body (--max-response): larger answers are failed, never buffered. */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/** The run's AbortSignal reason when the run stops early: who stopped it. */
export class RunStopped extends Error {
  override name = 'RunStopped';
  constructor(
    readonly why: 'interrupted' | 'deadline',
    detail: string,
  ) {
    super(detail);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
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

/** The body as it arrives, stopped (and the connection dropped) as soon as it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | { tooLarge: string }> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { tooLarge: `its Content-Length is ${declared} bytes; it was not read` };
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { tooLarge: `it was dropped after ${total} bytes` };
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The first byte of `bytes` that breaks UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past
 * U+10FFFF), with why; null when it is all valid.
 */
export function firstInvalidUtf8(bytes: Uint8Array): { offset: number; problem: string } | null {
  const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  for (let index = 0; index < bytes.length; ) {
    const lead = bytes[index] as number;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    // The valid ranges of the second byte, and how many bytes follow the lead (Unicode Table 3-7).
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else {
      const why = lead <= 0xbf ? 'a continuation byte with no lead byte before it' : 'a byte that never occurs in UTF-8';
      return { offset: index, problem: `byte ${hex(lead)} at offset ${index} is ${why}` };
    }
    for (let next = 1; next < length; next += 1) {
      const at = index + next;
      if (at >= bytes.length) return { offset: index, problem: `the body ends inside the character that starts at offset ${index} (byte ${hex(lead)})` };
      const byte = bytes[at] as number;
      const [min, max] = next === 1 ? [low, high] : [0x80, 0xbf];
      if (byte < min || byte > max) {
        return { offset: at, problem: `byte ${hex(byte)} at offset ${at} cannot continue the character that starts at offset ${index} (byte ${hex(lead)})` };
      }
    }
    index += length;
  }
  return null;
}

function decodeUtf8(bytes: Uint8Array): { ok: true; text: string } | { ok: false; body: ResponseBody } {
  const invalid = firstInvalidUtf8(bytes);
  const text = new TextDecoder().decode(bytes);
  if (!invalid) return { ok: true, text };
  return { ok: false, body: { kind: 'invalid-utf8', text, offset: invalid.offset, problem: invalid.problem } };
}

/** A `charset` parameter other than UTF-8 on a text type: the body is then not read as UTF-8. */
function declaresOtherCharset(header: string | null): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(header ?? '')?.[1]?.toLowerCase();
  return charset !== undefined && charset !== 'utf-8' && charset !== 'utf8';
}

/** JSON is UTF-8 (RFC 8259), and so is text that names no other charset: a body that is not fails its check. */
function parseBody(bytes: Uint8Array, contentType: string, contentTypeHeader: string | null): ResponseBody {
  if (bytes.byteLength === 0) return { kind: 'empty' };
  if (isJsonMediaType(contentType)) {
    const decoded = decodeUtf8(bytes);
    if (!decoded.ok) return decoded.body;
    const { text } = decoded;
    try {
      return { kind: 'json', value: JSON.parse(text) as unknown, text };
    } catch (error) {
      return { kind: 'malformed-json', text, error: (error as Error).message };
    }
  }
  if (contentType.startsWith('text/') || contentType === '') {
    if (declaresOtherCharset(contentTypeHeader)) return { kind: 'text', text: new TextDecoder().decode(bytes) };
    const decoded = decodeUtf8(bytes);
    return decoded.ok ? { kind: 'text', text: decoded.text } : decoded.body;
  }
  return { kind: 'bytes', value: bytes };
}

/** What is wrong with a body the checker could not read as its content type says, or null. */
export function unreadableBody(response: HttpResponse): string | null {
  const { body } = response;
  if (body.kind === 'invalid-utf8') return `the body is sent as ${response.contentType || 'text'} but is not valid UTF-8: ${body.problem}`;
  if (body.kind === 'malformed-json') return `the body is sent as ${response.contentType} but is not valid JSON (${body.error})`;
  return null;
}

/** The innermost error code or message (undici wraps socket errors in "fetch failed"). */
function rootCause(error: unknown): { code?: string; message: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const next = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
    if (!(next instanceof Error)) break;
    current = next;
  }
  const code = current instanceof Error ? (current as NodeJS.ErrnoException).code : undefined;
  return { ...(code ? { code } : {}), message: current instanceof Error ? current.message : String(current) };
}

/** Names the reason a connection failed, in words a backend developer acts on (refused, DNS, reset…). */
export function connectionFailure(error: unknown, url: string): { kind: NoAnswerCause; reason: string } {
  const { code, message } = rootCause(error);
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  switch (code) {
    case 'ECONNREFUSED':
      return { kind: 'refused', reason: `connection refused (ECONNREFUSED): nothing listens on ${host}` };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return { kind: 'dns', reason: `DNS lookup failed (${code}): the name in ${host} does not resolve` };
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return { kind: 'reset', reason: `the connection was closed before a complete answer (${code})` };
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return { kind: 'timeout', reason: `timed out (${code})` };
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return { kind: 'refused', reason: `no route to ${host} (${code})` };
    default:
      return { kind: 'other', reason: code ? `${message} (${code})` : message };
  }
}

/** The methods whose request may be sent twice to the same effect as once (HTTP's idempotent methods). */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE']);

/**
 * Whether a request that got no answer is sent again, once: an idempotent one (by its method, or `idempotent`) whose
 * connection was closed or reset before any answer. The client keeps connections alive between requests and retires an idle one shortly before the
 * server's keep-alive timeout would close it; on a loaded machine that timer runs late, the next request goes out on a
 * connection the server is closing, and it meets a reset (ECONNRESET) or a closed socket though the server did nothing
 * wrong. The request is then sent again, as HTTP clients and agents do for idempotent requests, on a new connection
 * (the dropped one has left the pool). A request of another method is not: the server may have acted on it.
 */
function sendsAgain(request: HttpRequest, method: string, error: unknown): boolean {
  return (IDEMPOTENT_METHODS.has(method) || request.idempotent === true) && connectionFailure(error, '').kind === 'reset';
}

/** Why the request stopped: the run's signal (interrupted, deadline), the per-request timeout, or the connection. */
function stopReason(error: unknown, url: string, target: Target, timeout: AbortSignal, signal: AbortSignal | undefined): { kind: NoAnswerCause; reason: string } {
  if (signal?.aborted) {
    const why = signal.reason instanceof RunStopped ? signal.reason : null;
    return why?.why === 'deadline'
      ? { kind: 'deadline', reason: `no answer before the run's deadline (${why.message})` }
      : { kind: 'interrupted', reason: 'the run was interrupted before the answer came' };
  }
  if (timeout.aborted) return { kind: 'timeout', reason: `no answer within ${target.timeoutMs} ms (--timeout)` };
  return connectionFailure(error, url);
}

/**
 * Sends a request to the server under test. Redirects are not followed: a documented `303` must be
 * seen as a 303. Throws `UnreachableError` (with the curl line) when no usable answer came back:
 * refused, DNS, reset, timed out, the run stopped, or a body over `target.maxResponseBytes` (read as a
 * stream and dropped at the cap, never buffered whole).
 */
export async function send(target: Target, request: HttpRequest, signal?: AbortSignal): Promise<HttpExchange> {
  const headers = resolvedHeaders(target, request);
  const curl = curlFor(target, request);
  const timeout = AbortSignal.timeout(target.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const noAnswer = (error: unknown, prefix = '') => {
    const { kind, reason } = stopReason(error, request.url, target, timeout, signal);
    return new UnreachableError(request.url, `${prefix}${reason}`, kind, curl);
  };
  const method = request.method.toUpperCase();
  const body = encodeBody(request.body);
  const exchange = () => fetch(request.url, { method, headers, body, redirect: 'manual', signal: combined });
  let response: Response;
  try {
    response = await exchange().catch((error: unknown) => {
      // Once more, on a new connection, when a kept-alive one was dropped under the request (see sendsAgain).
      if (sendsAgain(request, method, error) && !combined.aborted) return exchange();
      throw error;
    });
  } catch (error) {
    throw noAnswer(error);
  }
  const contentTypeHeader = response.headers.get('content-type');
  const contentType = mediaTypeOf(contentTypeHeader);
  const maxBytes = target.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  let bytes: Uint8Array | { tooLarge: string };
  try {
    bytes = await readCapped(response, maxBytes);
  } catch (error) {
    throw noAnswer(error, 'the answer broke off: ');
  }
  if (!(bytes instanceof Uint8Array)) {
    throw new UnreachableError(
      request.url,
      `the answer from ${request.url} (${response.status}${contentType ? ` ${contentType}` : ''}) is larger than the checker's cap of ${formatBytes(maxBytes)} (--max-response); ${bytes.tooLarge}`,
      'too-large',
      curl,
    );
  }
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    responseHeaders[name.toLowerCase()] = value;
  });
  const answer = parseBody(bytes, contentType, contentTypeHeader);
  const notFoundText = response.status === 404 ? new TextDecoder().decode(bytes.subarray(0, RECORDED_BODY_BYTES)) : '';
  target.answers?.record({ method, url: request.url, status: response.status, contentType, body: notFoundText, curl });
  return { request, response: { status: response.status, headers: responseHeaders, contentType, body: answer }, curl };
}

/** How much of a 404's body the run's answer log keeps (enough to tell one not-found wording from another). */
const RECORDED_BODY_BYTES = 4096;

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
    case 'invalid-utf8':
      text = `${body.text} <not UTF-8 from byte offset ${body.offset}>`;
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
