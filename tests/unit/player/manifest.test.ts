/**
 * The opening manifest request and the JSON manifest's DASH form, against the mock world's answers: the
 * request's retry rule (server failures retried 1, 2, 4, 8, 16 s apart, refusals answered at once), the
 * session the player continues, and the MPD shaka-player reads (absolute media URLs, ClearKey protection,
 * a live Location and server time), and the same presentation served as DASH for standard players.
 */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { playerErrorFor } from '../../../common/player/error-mapping.ts';
import { manifestToDash } from '../../../common/player/manifest-to-dash.ts';
import { airingOnTimeline } from '../../../common/player/airing.ts';
import { continuationUrl, openManifest, type OpenManifestOptions } from '../../../common/player/open-manifest.ts';
import { ORIGIN, SIGNED_IN_COOKIE, usePlaybackWorld } from '../../support/playback-world.ts';
import { TEST_NOW } from '../../support/clock.ts';

const { catalog, encryptedVod } = usePlaybackWorld();
const cookie = SIGNED_IN_COOKIE;
const channel = catalog.channels.find((candidate) => candidate.isActive && !candidate.isFastViewable);

function open(overrides: Partial<OpenManifestOptions> & { faults?: string }, delays: number[] = []) {
  const { faults, ...rest } = overrides;
  return openManifest({
    playbackBaseUrl: ORIGIN,
    assetType: 'VOD',
    assetId: encryptedVod?.vodId ?? '',
    headers: { cookie, ...(faults ? { 'x-mock-faults': faults } : {}) },
    sleep: async (ms) => void delays.push(ms),
    ...rest,
  });
}

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

describe('opening a playback', () => {
  it('an on-demand title: a static manifest, continued with its session id, as an MPD with absolute URLs and ClearKey', async () => {
    const opened = await open({});
    if (!opened.ok) throw new Error(JSON.stringify(opened.source));
    expect(opened.manifest.type).toBe('static');
    // On demand: no airing (the bar spans the title).
    expect(opened.manifest.airing).toBeNull();
    const next = continuationUrl(opened);
    expect(new URL(next).searchParams.get('sessionId')).toBe(opened.manifest.sessionId);
    const again = await fetch(next, { headers: { cookie } });
    expect(again.status).toBe(200);

    const mpd = xml.parse(manifestToDash(opened.manifest, opened.url)).MPD;
    expect(mpd).toMatchObject({ type: 'static', xmlns: 'urn:mpeg:dash:schema:mpd:2011' });
    expect(mpd.mediaPresentationDuration).toMatch(/^PT[\d.]+S$/);
    const sets = [mpd.Period.AdaptationSet].flat();
    const video = sets.find((set: { contentType: string }) => set.contentType === 'video');
    expect(video.SegmentTemplate.media).toMatch(/^http:\/\/airwave\.test\/mock-media\/streams\/vod-clearkey\/\$RepresentationID\$\/\$Number\$\.m4s\?last=[1-9][0-9]*$/);
    const protections = [video.ContentProtection].flat().map((descriptor: { schemeIdUri: string }) => descriptor.schemeIdUri);
    expect(protections).toContain('urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e');
    expect([video.ContentProtection].flat()[0]['cenc:default_KID']).toMatch(/^[0-9a-f-]{36}$/);
    // The seek thumbnails: a DASH-IF image set shaka's thumbnail API reads, with no initialization segment.
    const thumbnails = sets.find((set: { contentType: string }) => set.contentType === 'image');
    expect(thumbnails.Representation.EssentialProperty).toMatchObject({ schemeIdUri: 'http://dashif.org/thumbnail_tile', value: expect.stringMatching(/^\d+x\d+$/) });
    expect(thumbnails.SegmentTemplate.initialization).toBeUndefined();
    expect((await fetch(thumbnails.SegmentTemplate.media.replace('$Number$', '1'), { headers: { cookie } })).headers.get('content-type')).toBe('image/jpeg');
  });

  it('a live channel: dynamic, refreshed at its updateURL (the Location), timed by the server', async () => {
    const opened = await open({ assetType: 'CHANNEL', assetId: channel?.channelId ?? '' });
    if (!opened.ok) throw new Error(JSON.stringify(opened.source));
    expect(opened.manifest.type).toBe('dynamic');
    const mpd = xml.parse(manifestToDash(opened.manifest, opened.url)).MPD;
    expect(mpd.type).toBe('dynamic');
    expect(mpd.Location).toBe(continuationUrl(opened));
    expect(mpd.UTCTiming).toMatchObject({ schemeIdUri: 'urn:mpeg:dash:utc:direct:2014', value: opened.manifest.utcTime });
    expect(mpd.minimumUpdatePeriod).toMatch(/^PT/);
    // The programme on air, which the seek bar spans: the channel's airing at the test instant, with the live edge inside it.
    const onAir = catalog.broadcasts.find(
      (broadcast) => broadcast.channelId === channel?.channelId && Date.parse(broadcast.startsAt) <= TEST_NOW.getTime() && TEST_NOW.getTime() < Date.parse(broadcast.endsAt),
    );
    expect(opened.manifest.airing?.broadcastId).toBe(onAir?.broadcastId);
    const airing = airingOnTimeline(opened.manifest);
    const edge = (Date.parse(opened.manifest.utcTime) - Date.parse(opened.manifest.availabilityStartTime ?? '')) / 1000;
    expect(airing?.start).toBeLessThanOrEqual(edge);
    expect(airing?.end).toBeGreaterThan(edge);
  });

  it('a server failure is retried five times, 1 to 16 s apart, then shown as "Please try again later."', async () => {
    const delays: number[] = [];
    const opened = await open({ faults: 'getManifest:status=503' }, delays);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(playerErrorFor(opened.source)).toMatchObject({ code: '-12', message: 'Please try again later.' });
  });

  it('no connection is retried the same way', async () => {
    const delays: number[] = [];
    const opened = await open({ faults: 'getManifest:network' }, delays);
    expect(delays).toHaveLength(5);
    if (!opened.ok) expect(playerErrorFor(opened.source).code).toBe('-12');
  });

  it('a refusal is the answer at once: geo-fenced is code 3 "only available in the US"', async () => {
    const delays: number[] = [];
    const opened = await open({ faults: 'getManifest:geo-fail' }, delays);
    expect(delays).toEqual([]);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(playerErrorFor(opened.source)).toMatchObject({ code: '3', message: 'Airwave is only available in the US.', action: 'Got it' });
  });

  it('without a session the player is told it is not signed in', async () => {
    const opened = await open({ headers: {} });
    expect(opened).toMatchObject({ ok: false, unauthorized: true });
  });

  /** A clock that moves only while the player waits between attempts. */
  function waitingClock(delays: number[]) {
    let at = 0;
    return {
      now: () => at,
      sleep: async (ms: number) => {
        delays.push(ms);
        at += ms;
      },
    };
  }

  it('a service that answers every attempt with an error gets the spec’s five retries, past any deadline', async () => {
    const delays: number[] = [];
    const opened = await open({ faults: 'getManifest:status=503', deadlineMs: 10_000, ...waitingClock(delays) });
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(opened).toMatchObject({ ok: false, source: { httpStatus: 503 } });
  });

  it('a service that answers slowly, with an error each time, still gets all five retries, each with its whole time', async () => {
    const delays: number[] = [];
    // The waits alone pass the 10 s deadline after the fourth; the fifth and sixth attempts are answered after 30 ms,
    // so an attempt cut to the time left (1 ms) would time out and the last retry would never be made.
    const opened = await open({ faults: 'getManifest:delay=30,getManifest:status=503', deadlineMs: 10_000, ...waitingClock(delays) });
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(opened).toMatchObject({ ok: false, source: { httpStatus: 503 } });
  });

  it('a service that does not answer is given up by the deadline: a retry whose wait would end past it is not made', async () => {
    const delays: number[] = [];
    const opened = await open({ faults: 'getManifest:delay=2000', timeoutMs: 50, deadlineMs: 10_000, ...waitingClock(delays) });
    // 1 + 2 + 4 s waited; the next wait (8 s) would end at 15 s.
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(opened).toMatchObject({ ok: false, source: { kind: 'fetch', failure: 'timeout' } });
  });

  it('an attempt gets only the time left before the deadline', async () => {
    const delays: number[] = [];
    // The service hangs 2 s; one attempt may take 10 s, but the deadline is 1.1 s away: the first attempt times out
    // at the deadline's edge, one 1 s wait fits, the second attempt gets the 0.1 s left, and the 2 s wait does not.
    const opened = await open({ faults: 'getManifest:delay=2000', timeoutMs: 10_000, deadlineMs: 1_100, ...waitingClock(delays) });
    expect(delays).toEqual([1000]);
    expect(opened).toMatchObject({ ok: false, source: { kind: 'fetch', failure: 'timeout' } });
  });

  it('a hanging service times out per attempt', async () => {
    const delays: number[] = [];
    const opened = await open({ faults: 'getManifest:delay=2000', timeoutMs: 50 }, delays);
    expect(delays).toHaveLength(5);
    if (!opened.ok) expect(opened.source).toMatchObject({ kind: 'fetch', failure: 'timeout' });
  });
});

/** A ClearKey licence request as a standard player makes it (EME keyids by the MPD's default_KID) with a token. */
function clearKeyLicence(url: string, token: string, defaultKid: string): Promise<Response> {
  const kid = Buffer.from(defaultKid.replace(/-/g, ''), 'hex').toString('base64url');
  return fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({ kids: [kid], type: 'temporary' }),
  });
}

describe('the same presentation as DASH, for standard players (getDashManifest)', () => {
  it('an encrypted on-demand title: the MPD alone names the licence server and carries the token it takes; ClearKey has no PSSH', async () => {
    const response = await fetch(`${ORIGIN}/playback/manifest/VOD/${encryptedVod?.vodId ?? ''}/dash`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/dash+xml');
    const mpd = xml.parse(await response.text()).MPD;
    expect(mpd).toMatchObject({ type: 'static', 'xmlns:dashif': 'https://dashif.org/CPS', 'xmlns:airwave': 'urn:airwave:dash:2026' });
    const video = [mpd.Period.AdaptationSet].flat().find((set: { contentType: string }) => set.contentType === 'video');
    const descriptors: Record<string, unknown>[] = [video.ContentProtection].flat();
    const clearKey = descriptors.find((descriptor) => descriptor.schemeIdUri === 'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e');
    expect(clearKey?.['cenc:pssh']).toBeUndefined();
    expect(clearKey?.['dashif:Laurl']).toBe(`${ORIGIN}/playback/license/clearkey`);
    expect(descriptors.find((descriptor) => descriptor.value === 'Widevine')?.['dashif:Laurl']).toBe(`${ORIGIN}/playback/license/widevine`);
    const token = mpd['airwave:DrmToken'];
    expect(token).toMatchObject({ '#text': expect.any(String), expires: expect.stringMatching(/Z$/) });
    const licence = await clearKeyLicence(clearKey?.['dashif:Laurl'] as string, token['#text'], descriptors[0]?.['cenc:default_KID'] as string);
    expect(licence.status).toBe(200);
    expect(((await licence.json()) as { keys: unknown[] }).keys).toHaveLength(1);
  });

  it('a live channel: its Location is the same DASH path continuing the session, which answers an MPD again with a token', async () => {
    const first = xml.parse(await (await fetch(`${ORIGIN}/playback/manifest/CHANNEL/${channel?.channelId ?? ''}/dash`, { headers: { cookie } })).text()).MPD;
    expect(first.type).toBe('dynamic');
    const location = new URL(first.Location);
    expect(location.pathname).toBe(`/playback/manifest/CHANNEL/${channel?.channelId ?? ''}/dash`);
    expect(location.searchParams.get('sessionId')).toMatch(/^[0-9a-f-]{36}$/);
    const refresh = await fetch(location, { headers: { cookie } });
    expect(refresh.headers.get('content-type')).toContain('application/dash+xml');
    const again = xml.parse(await refresh.text()).MPD;
    expect(again.Location).toBe(first.Location);
    expect(again['airwave:DrmToken']['#text']).toEqual(expect.any(String));
  });

  it('refuses as the JSON manifest does, with the contract’s JSON error body', async () => {
    const unknown = await fetch(`${ORIGIN}/playback/manifest/VOD/epi-nothing-here/dash`, { headers: { cookie } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ detailedErrorName: 'ASSET_NOT_FOUND', category: 'MANIFEST' });
    expect((await fetch(`${ORIGIN}/playback/manifest/CHANNEL/${channel?.channelId ?? ''}/dash`)).status).toBe(401);
  });

  it('a clear title carries neither licence servers nor a token', async () => {
    const clear = catalog.vod.find((vod) => {
      const show = catalog.shows.find((candidate) => candidate.showId === vod.showId);
      const owner = catalog.channels.find((candidate) => candidate.channelId === show?.channelId);
      return owner?.isFastViewable && Date.parse(vod.availableFrom) <= TEST_NOW.getTime() && TEST_NOW.getTime() <= Date.parse(vod.availableUntil);
    });
    const text = await (await fetch(`${ORIGIN}/playback/manifest/VOD/${clear?.vodId ?? ''}/dash`, { headers: { cookie } })).text();
    expect(text).toContain('<MPD');
    expect(text).not.toContain('ContentProtection');
    expect(text).not.toContain('DrmToken');
  });
});
