/**
 * The transport-neutral request and response every mock operation speaks. The MSW adapter (browser,
 * vitest) and the node:http adapter (standalone server) translate to and from these, so each operation
 * is written once as a plain function over the world.
 */
import { parse as parseCookie } from 'cookie';
import type { ContractBody, ContractRequest, ContractResponse } from '../../common/openapi/exchange.ts';

/** What the contract validation kit checks (common/openapi/exchange.ts), under the mock world's names. */
export type MockRequest = ContractRequest;

export type MockBody =
  /** `encoded`: `value` already serialised (UTF-8 JSON), which adapters send as it is. */
  | { kind: 'json'; value: unknown; encoded?: Uint8Array }
  | Exclude<ContractBody, { kind: 'json' }>;

export interface MockResponse extends ContractResponse {
  body: MockBody;
  /** A fault asked for a network failure: the adapter drops the connection instead of answering. */
  networkError?: boolean;
  /** A fault asked for a delay before the answer, in milliseconds. */
  delayMs?: number;
}

export function json(status: number, value: unknown, headers?: Record<string, string>): MockResponse {
  return { status, body: { kind: 'json', value }, ...(headers ? { headers } : {}) };
}

/** The session cookie every contract authenticates with; any non-empty value is a signed-in session. */
export const SESSION_COOKIE = 'airwave_session';

/** The session a page of the node mocks is signed in as (the browser mocks give each browser one of its own, `mock-session-…`). */
export const PAGE_SESSION = 'mock-session';

/** A value whose percent-escapes do not decode is left out (undefined), never a failure of the request. */
function decodeCookieValue(value: string): string | undefined {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The request's cookies by name (the `cookie` package's parser: first value of a name wins). A value
 * whose percent-escapes do not decode (another site's `_ga=%E0%A4%A`) is ignored, so one malformed
 * cookie never spoils the request.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const [name, value] of Object.entries(parseCookie(header, { decode: decodeCookieValue }))) {
    if (typeof value === 'string' && name !== '') cookies[name] = value;
  }
  return cookies;
}
