/**
 * The opening manifest request of a playback: `GET /playback/manifest/{assetType}/{assetId}` through the
 * contract's typed client. A network failure or a server error (5xx) is retried on the manifest retry rule
 * (1, 2, 4, 8, 16 s); a refusal is the answer at once. The result is the manifest, or the error source the
 * catalogue maps.
 */
import createClient from 'openapi-fetch';
import type { paths } from '../../generated/rest/playback.ts';
import { playbackErrorBodyOf, type ErrorSource } from './error-catalogue.ts';
import type { Manifest } from './manifest-to-dash.ts';
import { isRetryableManifestFailure, manifestRetryDelay } from './streaming.ts';

export type ManifestAssetType = 'CHANNEL' | 'BROADCAST' | 'VOD' | 'RECORDING';

/** How long one manifest attempt may take before it counts as timed out. */
export const MANIFEST_TIMEOUT_MS = 10_000;

export type OpenedManifest =
  | { ok: true; manifest: Manifest; url: string }
  | { ok: false; source: ErrorSource; unauthorized: boolean };

export interface OpenManifestOptions {
  playbackBaseUrl: string;
  assetType: ManifestAssetType;
  assetId: string;
  /** Waits between retries; tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /** Abandons the request (the viewer left the player). */
  signal?: AbortSignal;
  /** Headers for the request; outside a browser (tests, tools) this is where the session cookie goes. */
  headers?: Record<string, string>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Attempt = { done: true; result: OpenedManifest } | { done: false; retryable: boolean; result: OpenedManifest };

type PlaybackClient = ReturnType<typeof createClient<paths>>;

async function attempt(client: PlaybackClient, options: OpenManifestOptions, timeoutMs: number): Promise<Attempt> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
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
    return { done: false, retryable: isRetryableManifestFailure(response.status), result };
  } catch (caught) {
    if (options.signal?.aborted) throw caught;
    const failure = timeout.aborted ? 'timeout' : 'network';
    return { done: false, retryable: true, result: { ok: false, source: { kind: 'fetch', request: 'manifest', failure, httpStatus: null }, unauthorized: false } };
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
  for (let retry = 0; ; retry += 1) {
    const outcome = await attempt(client, options, timeoutMs);
    if (outcome.done || !outcome.retryable) return outcome.result;
    const delay = manifestRetryDelay(retry + 1);
    if (delay === null) return outcome.result;
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
