/**
 * The opening manifest request of a playback: `GET /playback/manifest/{assetType}/{assetId}` through the
 * contract's typed client. A network failure or a server error (5xx) is retried on the manifest retry rule
 * (1, 2, 4, 8, 16 s); a refusal is the answer at once. A service that does not answer is given up by
 * MANIFEST_DEADLINE_MS: after a timed-out attempt the next gets at most the time left, and a retry whose wait would
 * end past the deadline is not made; after an answered attempt the next gets its whole time. The result is the manifest, or the error source the catalogue maps.
 */
import createClient from 'openapi-fetch';
import type { paths } from '../../generated/rest/playback.ts';
import { playbackErrorBodyOf, type ErrorSource } from './error-mapping.ts';
import type { Manifest } from './manifest-to-dash.ts';
import { isRetryableManifestFailure, manifestRetryDelay } from './streaming.ts';

export type ManifestAssetType = 'CHANNEL' | 'BROADCAST' | 'VOD' | 'RECORDING';

/** How long one manifest attempt may take before it counts as timed out. */
export const MANIFEST_TIMEOUT_MS = 10_000;
/**
 * How long the opening request may wait on a service that does not answer, with its retries, before the player
 * says to try again later: within 35 s, not after six 10 s timeouts and the waits between them (91 s). A service
 * that answers each attempt with an error gets the spec's five retries (1 + 2 + 4 + 8 + 16 = 31 s of waits).
 * docs/decisions/0009-bounded-manifest-wait.md says why.
 */
export const MANIFEST_DEADLINE_MS = 35_000;

export type OpenedManifest =
  | { ok: true; manifest: Manifest; url: string }
  | { ok: false; source: ErrorSource; unauthorized: boolean };

export interface OpenManifestOptions {
  playbackBaseUrl: string;
  assetType: ManifestAssetType;
  assetId: string;
  /** Waits between retries; tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock the deadline is read on (the page's, or a test's). */
  now?: () => number;
  timeoutMs?: number;
  deadlineMs?: number;
  /** Abandons the request (the viewer left the player). */
  signal?: AbortSignal;
  /** Headers for the request; outside a browser (tests, tools) this is where the session cookie goes. */
  headers?: Record<string, string>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Attempt = { done: true; result: OpenedManifest } | { done: false; retryable: boolean; timedOut: boolean; result: OpenedManifest };

type PlaybackClient = ReturnType<typeof createClient<paths>>;

async function attempt(client: PlaybackClient, options: OpenManifestOptions, timeoutMs: number): Promise<Attempt> {
  // A timer of the page's clock (not AbortSignal.timeout, which no test clock reaches) ends the attempt.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('The manifest request timed out.', 'TimeoutError')), timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    const { data, error, response } = await client.GET('/playback/manifest/{assetType}/{assetId}', {
      params: { path: { assetType: options.assetType, assetId: options.assetId } },
      signal,
    });
    // openapi-fetch's Readable<> drops the properties whose type is only `null` (a static manifest's
    // updateURL, …); the body is the contract's Manifest all the same.
    if (data) return { done: true, result: { ok: true, manifest: data as Manifest, url: response.url || manifestPath(options) } };
    const body = playbackErrorBodyOf(error);
    const source: ErrorSource = body
      ? { kind: 'service', body, httpStatus: response.status }
      : { kind: 'fetch', request: 'manifest', failure: 'status', httpStatus: response.status };
    const result: OpenedManifest = { ok: false, source, unauthorized: response.status === 401 };
    return { done: false, retryable: isRetryableManifestFailure(response.status), timedOut: false, result };
  } catch (caught) {
    if (options.signal?.aborted) throw caught;
    const failure = timeout.signal.aborted ? 'timeout' : 'network';
    return { done: false, retryable: true, timedOut: failure === 'timeout', result: { ok: false, source: { kind: 'fetch', request: 'manifest', failure, httpStatus: null }, unauthorized: false } };
  } finally {
    clearTimeout(timer);
  }
}

export function manifestPath(options: Pick<OpenManifestOptions, 'playbackBaseUrl' | 'assetType' | 'assetId'>): string {
  return `${options.playbackBaseUrl}/playback/manifest/${options.assetType}/${encodeURIComponent(options.assetId)}`;
}

export async function openManifest(options: OpenManifestOptions): Promise<OpenedManifest> {
  const sleep = options.sleep ?? realSleep;
  const timeoutMs = options.timeoutMs ?? MANIFEST_TIMEOUT_MS;
  // One client for the request and its retries.
  const client = createClient<paths>({
    baseUrl: options.playbackBaseUrl,
    credentials: 'include',
    fetch: (request) => globalThis.fetch(request),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const now = options.now ?? Date.now;
  const deadline = now() + (options.deadlineMs ?? MANIFEST_DEADLINE_MS);
  // Whether the service answered the last attempt (with an error): then the next attempt gets its whole time, as
  // the deadline bounds only the wait on a service that does not answer. Otherwise an attempt gets the time left.
  let answered = false;
  for (let retry = 0; ; retry += 1) {
    const attemptMs = answered ? timeoutMs : Math.max(1, Math.min(timeoutMs, deadline - now()));
    const outcome = await attempt(client, options, attemptMs);
    if (outcome.done || !outcome.retryable) return outcome.result;
    answered = !outcome.timedOut;
    const delay = manifestRetryDelay(retry + 1);
    // The deadline cuts the sequence only while the service does not answer: one that answers each attempt (with
    // an error, or a refused connection) gets the spec's five retries, which end on their own at 31 s.
    if (delay === null || (outcome.timedOut && now() + delay >= deadline)) return outcome.result;
    await sleep(delay);
    if (options.signal?.aborted) return outcome.result;
  }
}

/**
 * The URL the player continues the playback session at: a dynamic manifest's `updateURL`, or the manifest
 * path with the session id (the contract's way to re-fetch without opening a second session).
 */
export function continuationUrl(opened: { manifest: Manifest; url: string }): string {
  if (opened.manifest.type === 'dynamic') return new URL(opened.manifest.updateURL, opened.url).toString();
  const url = new URL(opened.url);
  url.searchParams.set('sessionId', opened.manifest.sessionId);
  return url.toString();
}
