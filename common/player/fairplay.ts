/**
 * Safari's FairPlay path, as data and pure functions the engine wires into shaka-player (engine.ts):
 * - `playbackEngineFor`: the engine a playback runs on — SHAKA (DASH, with Widevine, PlayReady or ClearKey) or HLS
 *   (the manifest's `hlsURL` played natively, with FairPlay), chosen by what the manifest offers and what the
 *   browser's EME supports. Where FairPlay is not offered or not supported (Chromium, Firefox), it is SHAKA as always.
 * - `fairPlayConfiguration`: shaka's `drm` configuration for `com.apple.fps` (the licence server and the
 *   application certificate's URL, which shaka fetches before it asks for a key).
 * - `shapeFairPlayCertificateRequest` / `shapeFairPlayLicenceRequest`: shaka request filters' work for the
 *   SERVER_CERTIFICATE and LICENSE requests, as the playback contract's `getFairPlayCertificate` and
 *   `requestFairPlayLicense` take them (auth token header; form body with `spc` and `assetId`, no-cache headers).
 * None of this runs in Chromium (no FairPlay): docs/decisions/0014-fairplay-untested-in-browser.md.
 */
import type { components } from '../../generated/rest/playback.ts';

type DrmInfo = components['schemas']['DrmInfo'];

/** The EME key system of FairPlay Streaming (modern EME). */
export const FAIRPLAY_KEY_SYSTEM = 'com.apple.fps';
/** The MIME type shaka loads an HLS multivariant playlist with. */
export const HLS_MIME = 'application/x-mpegurl';

export type PlaybackEngineKind = 'SHAKA' | 'HLS';

export interface EngineChoiceInput {
  /** The key systems the manifest offers (`drm.keySystems`' names; none for a clear stream). */
  keySystems: readonly string[];
  /** The manifest's HLS multivariant playlist, if it offers one. */
  hlsURL: string | null | undefined;
  /** Whether this browser's EME does FairPlay. */
  fairPlaySupported: boolean;
}

/** HLS where FairPlay is the key system (offered, with an HLS playlist, and supported here); SHAKA otherwise. */
export function playbackEngineFor(input: EngineChoiceInput): PlaybackEngineKind {
  return input.fairPlaySupported && Boolean(input.hlsURL) && input.keySystems.includes(FAIRPLAY_KEY_SYSTEM) ? 'HLS' : 'SHAKA';
}

/** Whether the manifest offers FairPlay with an HLS playlist at all (only then is the browser asked). */
export function offersFairPlay(keySystems: readonly string[], hlsURL: string | null | undefined): boolean {
  return Boolean(hlsURL) && keySystems.includes(FAIRPLAY_KEY_SYSTEM);
}

/** Whether this browser's EME does FairPlay (Safari's modern EME); false wherever EME or the key system is missing. */
export async function fairPlaySupported(): Promise<boolean> {
  if (typeof navigator === 'undefined' || typeof navigator.requestMediaKeySystemAccess !== 'function') return false;
  try {
    await navigator.requestMediaKeySystemAccess(FAIRPLAY_KEY_SYSTEM, [
      { initDataTypes: ['skd'], videoCapabilities: [{ contentType: 'application/vnd.apple.mpegurl', robustness: '' }] },
    ]);
    return true;
  } catch {
    return false;
  }
}

/** shaka's `drm` configuration for FairPlay: the licence server and the certificate shaka fetches first (absolute URLs). */
export function fairPlayConfiguration(drm: DrmInfo, base: string) {
  const server = drm.keySystems[FAIRPLAY_KEY_SYSTEM];
  if (!server) return null;
  return {
    drm: {
      servers: { [FAIRPLAY_KEY_SYSTEM]: new URL(server.licenseServerURL, base).toString() },
      advanced: { [FAIRPLAY_KEY_SYSTEM]: { serverCertificateUri: new URL(server.serverCertificateURL, base).toString() } },
    },
    // shaka plays FairPlay HLS through Safari's own HLS (src=), with its DRM engine doing the key exchange.
    streaming: { useNativeHlsForFairPlay: true },
  };
}

/** The parts of a shaka request (shaka.extern.Request) the filters shape. */
export interface ShakaRequestLike {
  method: string;
  headers: Record<string, string>;
  body: ArrayBuffer | ArrayBufferView | null;
}

/** The contract's DRM token header. */
const AUTH_TOKEN_HEADER = 'X-Auth-Token';

function bytesOf(body: ArrayBuffer | ArrayBufferView): Uint8Array {
  return body instanceof ArrayBuffer ? new Uint8Array(body) : new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
}

function standardBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The certificate request (`getFairPlayCertificate`): a GET with the DRM token header. */
export function shapeFairPlayCertificateRequest(request: ShakaRequestLike, token: string | null): void {
  request.method = 'GET';
  request.body = null;
  if (token) request.headers[AUTH_TOKEN_HEADER] = token;
}

/**
 * The key request (`requestFairPlayLicense`): the CDM's SPC bytes become the form body `spc=<base64>&assetId=<id>`,
 * sent form-encoded with `Cache-Control: no-cache`, `Pragma: no-cache` and the DRM token header.
 */
export function shapeFairPlayLicenceRequest(request: ShakaRequestLike, context: { token: string | null; assetId: string }): void {
  const spc = request.body ? standardBase64(bytesOf(request.body)) : '';
  const form = new URLSearchParams({ spc, assetId: context.assetId }).toString();
  request.method = 'POST';
  request.body = new TextEncoder().encode(form);
  request.headers['Content-Type'] = 'application/x-www-form-urlencoded';
  request.headers['Cache-Control'] = 'no-cache';
  request.headers.Pragma = 'no-cache';
  if (context.token) request.headers[AUTH_TOKEN_HEADER] = context.token;
}
