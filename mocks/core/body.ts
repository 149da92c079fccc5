import type { MockRequest } from './exchange.ts';

const utf8 = new TextDecoder();

/**
 * Parses a raw request body the way the contracts use bodies: JSON, form-encoded (FairPlay's
 * `spc`/`assetId`) or bytes (Widevine/PlayReady challenges). A body that does not parse is reported
 * in `bodyError`, so the handler can answer the contract's 400 instead of failing.
 */
export function parseBody(contentType: string | undefined, bytes: Uint8Array): Pick<MockRequest, 'body' | 'bodyError'> {
  if (bytes.byteLength === 0) return { body: undefined };
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return { body: JSON.parse(utf8.decode(bytes)) as unknown };
    } catch (error) {
      return { body: undefined, bodyError: `The request body is not valid JSON (${(error as Error).message}).` };
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { body: Object.fromEntries(new URLSearchParams(utf8.decode(bytes))) };
  }
  if (type.startsWith('text/')) return { body: utf8.decode(bytes) };
  return { body: bytes };
}

/** Lower-cased header record from any iterable of pairs (Fetch `Headers`, node's raw headers). */
export function headerRecord(entries: Iterable<[string, string]>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of entries) headers[name.toLowerCase()] = value;
  return headers;
}
