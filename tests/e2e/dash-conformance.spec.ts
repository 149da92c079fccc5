import { createRequire } from 'node:module';
import type { Request } from '@playwright/test';
import type * as DashJs from 'dashjs';
import { expect, test, type Page } from './support/test.ts';

// The streams are standard DASH, not only our player's: dash.js (the DASH Industry Forum's reference player, a
// client no one here wrote) plays what the playback service serves as DASH (`getDashManifest`) — the clear and the
// ClearKey on-demand episode and a live channel across manifest refreshes — on the mock build, in a page of the
// app's origin (so the mock world answers), judged as our player's tests judge it: decoded frames rising, the
// video able to play on, and no dash.js error. dash.js is handed only what the MPD says: the licence server
// (dashif:Laurl) and the DRM token (airwave:DrmToken) go into its protection data, as a client's job is.

// The package's `require` entry is its UMD build (dist/modern/umd/dash.all.min.js), which sets `window.dashjs`.
const dashScript = createRequire(import.meta.url).resolve('dashjs');

/** An episode of the player tests' clear show (a free channel's title) and one of the encrypted show. */
const CLEAR_EPISODE = 'epi-fly-fishing-tuscany-s1e3';
const ENCRYPTED_EPISODE = 'epi-yellowstone-s5e1';
const LIVE_CHANNEL = 'ch-amc';

const CLEARKEY_SCHEME = 'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e';

interface DashRun {
  errors: string[];
  /** The DRM token of every MPD dash.js loaded, in order. */
  tokens: string[];
  /** The URL of every MPD dash.js loaded, in order. */
  mpds: string[];
}

declare global {
  interface Window {
    dashjs: typeof DashJs;
    dashRun: DashRun;
  }
}

function dashPath(assetType: string, assetId: string): string {
  return `/playback/manifest/${assetType}/${assetId}/dash`;
}

/**
 * Opens a page of the app (its service worker and mock world answer the page's requests), puts a video element
 * in it and has dash.js play `mpdPath` there. Every MPD dash.js loads (the first and each refresh) goes through
 * a response interceptor that reads its licence server and token into dash.js's protection data.
 */
async function playWithDashJs(page: Page, mpdPath: string): Promise<void> {
  await page.goto('/player/search');
  await page.addScriptTag({ path: dashScript });
  await page.evaluate(
    ({ mpdPath, clearKeyScheme }) => {
      const run: DashRun = { errors: [], tokens: [], mpds: [] };
      window.dashRun = run;
      const video = document.createElement('video');
      video.muted = true;
      video.dataset.testid = 'dash-video';
      video.style.cssText = 'position:fixed;right:0;bottom:0;width:320px;height:180px;z-index:100000';
      document.body.append(video);
      const player = window.dashjs.MediaPlayer().create();
      player.updateSettings({ debug: { logLevel: 1 } });
      // dash.js's ERROR event: every failure it reports (a manifest it cannot load, a key request, …).
      player.on('error', (event: unknown) => {
        const { error } = event as { error?: { code?: number; message?: string } };
        run.errors.push(`${error?.code ?? '?'}: ${error?.message ?? JSON.stringify(event)}`);
      });
      player.addResponseInterceptor(async (response) => {
        const url = response.request.url;
        if (!url.includes('/dash')) return response;
        const data: unknown = response.data;
        const text = typeof data === 'string' ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : '';
        const mpd = new DOMParser().parseFromString(text, 'application/xml');
        if (mpd.documentElement.localName !== 'MPD') return response;
        run.mpds.push(url);
        const token = mpd.getElementsByTagNameNS('urn:airwave:dash:2026', 'DrmToken')[0]?.textContent ?? null;
        const laurl = Array.from(mpd.getElementsByTagNameNS('https://dashif.org/CPS', 'Laurl')).find(
          (element) => element.parentElement?.getAttribute('schemeIdUri') === clearKeyScheme,
        )?.textContent;
        if (token && laurl) {
          run.tokens.push(token);
          player.setProtectionData({ 'org.w3.clearkey': { serverURL: laurl, httpRequestHeaders: { 'X-Auth-Token': token } } });
        }
        return response;
      });
      player.initialize(video, mpdPath, true);
    },
    { mpdPath, clearKeyScheme: CLEARKEY_SCHEME },
  );
}

function videoOf(page: Page) {
  return page.getByTestId('dash-video');
}

function decodedFrames(page: Page): Promise<number> {
  return videoOf(page).evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);
}

function dashErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => window.dashRun.errors);
}

/**
 * Resolves once the video has decoded more than `frames` frames, or dash.js has reported an error (then fails,
 * naming it), whichever comes first.
 */
async function waitForFramesAbove(page: Page, frames: number): Promise<void> {
  await page.waitForFunction(
    (above) => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="dash-video"]');
      return window.dashRun.errors.length > 0 || (video !== null && video.getVideoPlaybackQuality().totalVideoFrames > above);
    },
    frames,
    { timeout: 20_000, polling: 100 },
  );
  expect(await dashErrors(page), 'dash.js reported an error').toEqual([]);
}

/** Frames keep being decoded (more than `frames` beyond the count now), the video has data to play on, and dash.js reported no error. */
async function expectDecoding(page: Page, frames = 25): Promise<void> {
  await waitForFramesAbove(page, 0);
  await waitForFramesAbove(page, (await decodedFrames(page)) + frames);
  // Polled: a moment after a rendition switch the buffer ahead can run dry while the next segment arrives.
  await expect.poll(() => videoOf(page).evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  expect(await dashErrors(page)).toEqual([]);
}

test('dash.js plays a clear on-demand episode from its MPD, without any licence', async ({ page }) => {
  const licences: string[] = [];
  page.on('request', (request) => void (request.url().includes('/playback/license/') && licences.push(request.url())));
  await playWithDashJs(page, dashPath('VOD', CLEAR_EPISODE));
  await expectDecoding(page);
  expect(licences).toEqual([]);
  expect(await page.evaluate(() => window.dashRun.tokens)).toEqual([]);
});

test('dash.js plays a ClearKey on-demand episode, its licence requested from the MPD’s licence server with the MPD’s token', async ({ page }) => {
  const licences: Request[] = [];
  page.on('request', (request) => void (request.url().includes('/playback/license/') && licences.push(request)));
  await playWithDashJs(page, dashPath('VOD', ENCRYPTED_EPISODE));
  await expectDecoding(page);
  const tokens = await page.evaluate(() => window.dashRun.tokens);
  expect(tokens).toHaveLength(1);
  expect(licences.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual(['POST /playback/license/clearkey']);
  const [licence] = licences;
  expect(licence?.headers()['x-auth-token']).toBe(tokens[0]);
  // dash.js asked for the key by the MPD's default_KID (EME keyids), which the licence server answered.
  expect(JSON.parse(licence?.postData() ?? '{}')).toMatchObject({ kids: [expect.any(String)] });
  expect((await licence?.response())?.status()).toBe(200);
});

test('dash.js plays a live channel across a loop seam and MPD refreshes through its Location, each bringing a renewed token', async ({ page }) => {
  test.slow();
  // Every MPD refresh goes to the MPD's Location: this same DASH path, continuing the playback session.
  const refreshes: { url: string; contentType: string; framesAtRefresh: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (!/\/playback\/manifest\/CHANNEL\/ch-amc\/dash\?sessionId=/.test(response.url())) return;
    refreshes.push({ url: response.url(), contentType: response.headers()['content-type'] ?? '', framesAtRefresh: decodedFrames(page).catch(() => 0) });
  });
  await playWithDashJs(page, dashPath('CHANNEL', LIVE_CHANNEL));
  await expectDecoding(page);
  // The live loop is 4 segments of 1.92 s and the MPD refreshes every 6 s: playing on for two refreshes crosses
  // at least one seam, and decoding never stops.
  const before = await decodedFrames(page);
  await expect.poll(() => refreshes.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const last = refreshes[refreshes.length - 1];
  if (!last) throw new Error('no refresh');
  expect(last.contentType).toContain('application/dash+xml');
  // Frames still rising after the refresh.
  await waitForFramesAbove(page, Math.max(await last.framesAtRefresh, before) + 25);
  await expect.poll(() => decodedFrames(page)).toBeGreaterThan(before + 150);
  await expectDecoding(page);
  // dash.js loaded each refresh as an MPD, and each carried a new DRM token for the licence calls.
  const run = await page.evaluate(() => window.dashRun);
  expect(run.mpds.length).toBeGreaterThanOrEqual(3);
  expect(run.mpds.slice(1).every((url) => url.includes('/dash?sessionId='))).toBe(true);
  expect(new Set(run.tokens).size).toBe(run.tokens.length);
});
