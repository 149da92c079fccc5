/**
 * Safari's FairPlay path (common/player/fairplay.ts and the Safari DRM kinds of common/player/error-mapping.ts),
 * which Chromium cannot run (no FairPlay): the engine choice, the certificate and key requests exactly as the
 * filters shape them, sent to the mock world's FairPlay endpoints, and each Safari error's code and text.
 * What only Safari can add: docs/decisions/0014-fairplay-untested-in-browser.md.
 */
import { describe, expect, it } from 'vitest';
import { errorSourceOfFairPlayError, playerErrorFor, type ShakaErrorLike } from '../../../common/player/error-mapping.ts';
import { fairPlayConfiguration, playbackEngineFor, shapeFairPlayCertificateRequest, shapeFairPlayLicenceRequest, type ShakaRequestLike } from '../../../common/player/fairplay.ts';
import { openManifest } from '../../../common/player/open-manifest.ts';
import { ORIGIN, SIGNED_IN_COOKIE, usePlaybackWorld } from '../../support/playback-world.ts';
import { TEST_NOW } from '../../support/clock.ts';

const { encryptedVod } = usePlaybackWorld();
const cookie = SIGNED_IN_COOKIE;
const assetId = encryptedVod?.vodId ?? '';

const CERTIFICATE_URL = `${ORIGIN}/playback/fairplay/certificate`;
const LICENCE_URL = `${ORIGIN}/playback/fairplay/license`;

/** The DRM token of an opened playback of the encrypted title (the token FairPlay's requests carry). */
async function drmToken(): Promise<string> {
  const opened = await openManifest({ playbackBaseUrl: ORIGIN, assetType: 'VOD', assetId, headers: { cookie } });
  if (!opened.ok || !opened.manifest.drm) throw new Error('no DRM token');
  return opened.manifest.drm.drmToken;
}

/** A request as shaka's networking engine hands it to a filter (before our shaping). */
const shakaRequest = (body: Uint8Array | null): ShakaRequestLike => ({ method: 'POST', headers: {}, body });

/** Sends a shaped request as shaka's HTTP plugin would, with the session cookie the browser adds. */
function send(url: string, request: ShakaRequestLike): Promise<Response> {
  const body = request.body === null ? undefined : (request.body as Uint8Array).slice().buffer;
  return fetch(url, { method: request.method, headers: { ...request.headers, cookie }, ...(body ? { body } : {}) });
}

/** SPC bytes whose base64 has `+`, `/` and `=` (which the form body must percent-encode). */
const SPC = Uint8Array.from([0, 0, 0, 1, 0xfb, 0xef, 0xff, 0xfe, 0x3e, 0x3f, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70]);

describe('the engine for a playback', () => {
  it.each([
    { keySystems: ['com.apple.fps'], hlsURL: '/hls/master.m3u8', fairPlaySupported: true, engine: 'HLS' },
    { keySystems: ['org.w3.clearkey', 'com.apple.fps'], hlsURL: '/hls/master.m3u8', fairPlaySupported: true, engine: 'HLS' },
    // Chromium: FairPlay offered but not supported: DASH as always.
    { keySystems: ['org.w3.clearkey', 'com.widevine.alpha', 'com.apple.fps'], hlsURL: '/hls/master.m3u8', fairPlaySupported: false, engine: 'SHAKA' },
    { keySystems: ['org.w3.clearkey', 'com.widevine.alpha'], hlsURL: '/hls/master.m3u8', fairPlaySupported: true, engine: 'SHAKA' },
    { keySystems: ['com.apple.fps'], hlsURL: null, fairPlaySupported: true, engine: 'SHAKA' },
    { keySystems: [], hlsURL: null, fairPlaySupported: false, engine: 'SHAKA' },
  ])('$keySystems, HLS $hlsURL, FairPlay supported $fairPlaySupported: $engine', ({ engine, ...input }) => {
    expect(playbackEngineFor(input)).toBe(engine);
  });

  it("configures shaka's FairPlay licence server and certificate URL from the manifest's drm", () => {
    const config = fairPlayConfiguration(
      {
        drmToken: 'token',
        drmTokenExpiresAt: TEST_NOW.toISOString(),
        keySystems: { 'com.apple.fps': { licenseServerURL: '/playback/fairplay/license', serverCertificateURL: '/playback/fairplay/certificate' } },
      },
      ORIGIN,
    );
    expect(config).toEqual({
      drm: {
        servers: { 'com.apple.fps': LICENCE_URL },
        advanced: { 'com.apple.fps': { serverCertificateUri: CERTIFICATE_URL } },
      },
      streaming: { useNativeHlsForFairPlay: true },
    });
    expect(fairPlayConfiguration({ drmToken: 't', drmTokenExpiresAt: TEST_NOW.toISOString(), keySystems: { 'org.w3.clearkey': { licenseServerURL: '/x' } } }, ORIGIN)).toBeNull();
  });
});

describe('the FairPlay certificate request', () => {
  it('is a GET with the DRM token header, answered with the DER certificate', async () => {
    const token = await drmToken();
    const request = shakaRequest(null);
    shapeFairPlayCertificateRequest(request, token);
    expect(request).toEqual({ method: 'GET', headers: { 'X-Auth-Token': token }, body: null });
    const response = await send(CERTIFICATE_URL, request);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/octet-stream');
    const certificate = new Uint8Array(await response.arrayBuffer());
    expect(certificate[0]).toBe(0x30);
  });

  it('without the token: the contract refusal, shown as the DRM fetch entry', async () => {
    const request = shakaRequest(null);
    shapeFairPlayCertificateRequest(request, null);
    expect(request.headers).toEqual({});
    const response = await send(CERTIFICATE_URL, request);
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body).toMatchObject({ category: 'DRM' });
    const view = playerErrorFor({ kind: 'service', body, httpStatus: response.status });
    expect(view).toMatchObject({ code: '1.2', message: "We're having trouble streaming this content." });
  });
});

describe('the FairPlay key request', () => {
  it('is a form body with spc and assetId, no-cache headers and the token header, answered with the CKC', async () => {
    const token = await drmToken();
    const request = shakaRequest(SPC);
    shapeFairPlayLicenceRequest(request, { token, assetId });
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'X-Auth-Token': token,
    });
    const form = new TextDecoder().decode(request.body as Uint8Array);
    expect(form).toBe(`spc=AAAAAfvv%2F%2F4%2BPxAgMEBQYHA%3D&assetId=${encodeURIComponent(assetId)}`);
    expect(Buffer.from(new URLSearchParams(form).get('spc') ?? '', 'base64')).toEqual(Buffer.from(SPC));

    const response = await send(LICENCE_URL, request);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/octet-stream');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.arrayBuffer()).byteLength).toBe(64);
  });

  it('an spc that is not a server playback context: 400 FAIRPLAY_REQUEST_INVALID, the DRM fetch entry', async () => {
    const token = await drmToken();
    const request = shakaRequest(new Uint8Array([1, 2]));
    shapeFairPlayLicenceRequest(request, { token, assetId });
    const response = await send(LICENCE_URL, request);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ detailedErrorName: 'FAIRPLAY_REQUEST_INVALID', category: 'DRM', errorCode: '1.2' });
    expect(playerErrorFor({ kind: 'service', body, httpStatus: 400 })).toMatchObject({ code: '1.2', message: "We're having trouble streaming this content.", detailedErrorName: 'FAIRPLAY_REQUEST_INVALID' });
  });

  it('a key for another asset than the token was issued for: 403 KEY_NOT_AUTHORIZED', async () => {
    const token = await drmToken();
    const request = shakaRequest(SPC);
    shapeFairPlayLicenceRequest(request, { token, assetId: 'some-other-asset' });
    const response = await send(LICENCE_URL, request);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ detailedErrorName: 'KEY_NOT_AUTHORIZED', category: 'DRM' });
  });
});

/** shaka errors as Safari's FairPlay path raises them (shaka.util.Error: category, code, data). */
const badStatus = (status: number, requestType: number): ShakaErrorLike => ({ category: 1, code: 1001, data: ['https://x.test/', status, 'Not found', {}, requestType] });

describe("Safari's DRM errors, with the catalogue's code and text", () => {
  it.each([
    { kind: 'fetch cert', error: { category: 6, code: 6017, data: [badStatus(404, 5)] }, code: '1.2', message: "We're having trouble streaming this content.", name: 'SAFARI_FETCH_CERT' },
    { kind: 'fetch cert (refused by the CDM)', error: { category: 6, code: 6004, data: [] }, code: '1.2', message: "We're having trouble streaming this content.", name: 'SAFARI_FETCH_CERT' },
    { kind: 'fetch key', error: { category: 6, code: 6007, data: [badStatus(404, 2)] }, code: '1.2', message: "We're having trouble streaming this content.", name: 'SAFARI_FETCH_KEY' },
    { kind: 'fetch key (bare 404)', error: badStatus(404, 2), code: '1.2', message: "We're having trouble streaming this content.", name: 'SAFARI_FETCH_KEY' },
    { kind: 'fetch manifest', error: badStatus(404, 0), code: '1.1', message: "We're having trouble streaming this content.", name: 'SAFARI_FETCH_MANIFEST' },
    { kind: 'need key', error: { category: 6, code: 6010, data: [] }, code: '1.2', message: 'Failed to initiate Fairplay session.', name: 'SAFARI_NEED_KEY' },
    { kind: 'session', error: { category: 6, code: 6006, data: [] }, code: '1.2', message: 'Failed to initiate Fairplay session.', name: 'FAIRPLAY_SESSION_FAILED' },
  ])('$kind: $code, $message', ({ error, code, message, name }) => {
    expect(playerErrorFor(errorSourceOfFairPlayError(error))).toMatchObject({ code, message, detailedErrorName: name });
  });

  it("the service's own refusal keeps its entry; a server away is 'Please try again later.'", () => {
    const refusal = { errorCode: '1201', category: 'DRM', description: 'x', detailedErrorName: 'TOO_MANY_STREAMS', httpStatus: 403, airwaveErrorCode: 1201 };
    const refused: ShakaErrorLike = { category: 6, code: 6007, data: [{ category: 1, code: 1001, data: ['u', 403, JSON.stringify(refusal), {}, 2] }] };
    expect(playerErrorFor(errorSourceOfFairPlayError(refused))).toMatchObject({ code: '1201', title: 'Too many screens at once' });
    expect(playerErrorFor(errorSourceOfFairPlayError(badStatus(502, 5)))).toMatchObject({ code: '-12', message: 'Please try again later.' });
  });
});
