/**
 * The transport-neutral request and response every mock operation speaks. The MSW adapter (browser,
 * vitest) and the node:http adapter (standalone server) translate to and from these, so each operation
 * is written once as a plain function over the world.
 */
export interface MockRequest {
  method: string;
  /** The origin the client called (`http://localhost:5173`), for absolute URLs in answers. */
  origin: string;
  /** Path without the query string, e.g. `/billing/subscribe`. */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /**
   * The parsed body: JSON as a value, a form body as a string record, anything else as raw bytes;
   * `undefined` for no body. A body that failed to parse is `{ malformed: reason }` in `bodyError`.
   */
  body: unknown;
  bodyError?: string;
}

export type MockBody =
  /** `encoded`: `value` already serialised (UTF-8 JSON), which adapters send as it is. */
  | { kind: 'json'; value: unknown; encoded?: Uint8Array }
  | { kind: 'text'; value: string; contentType: string }
  | { kind: 'bytes'; value: Uint8Array; contentType: string }
  | { kind: 'empty' };

export interface MockResponse {
  status: number;
  /** Header names in lower case. */
  headers?: Record<string, string>;
  body: MockBody;
  /** A fault asked for a network failure: the adapter drops the connection instead of answering. */
  networkError?: boolean;
  /** A fault asked for a delay before the answer, in milliseconds. */
  delayMs?: number;
}

export function json(status: number, value: unknown, headers?: Record<string, string>): MockResponse {
  return { status, body: { kind: 'json', value }, ...(headers ? { headers } : {}) };
}

export function empty(status: number, headers?: Record<string, string>): MockResponse {
  return { status, body: { kind: 'empty' }, ...(headers ? { headers } : {}) };
}

/** The session cookie every contract authenticates with; any non-empty value is a signed-in session. */
export const SESSION_COOKIE = 'airwave_session';

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}
