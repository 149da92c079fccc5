import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CastReceiverAdapter, CastReceiverHandlers } from '../../../common/cast/adapter.ts';
import type { SenderMessage } from '../../../common/cast/protocol.ts';
import { createCafReceiver } from '../../../receiver/caf/caf-receiver.ts';
import { installFakeCaf, type FakePlayerManager } from './fake-caf.ts';

// The receiver adapter on a Chromecast against a stand-in for Google's receiver framework (its script loads only on
// a device): a LOAD with the app's customData opens the playback session and is handed to the receiver with its
// audio track, the loaded player plays that track, and every media status carries the playback details the
// sender's remote reads (the seekable window, the airing, captions, the audio track).

const ASSET = { assetType: 'CHANNEL', assetId: 'ch-amc', title: 'AMC', subtitle: null, thumbnailUrl: null } as const;
const DESCRIBED = { language: 'en', label: 'English (Described Video)', roles: ['description'] };
// A live manifest whose programme began an hour into the presentation and ends two hours in.
const LIVE_MANIFEST = {
  type: 'dynamic',
  sessionId: 'session-1',
  updateURL: '/playback/manifest/update/session-1',
  availabilityStartTime: '2026-11-28T10:00:00Z',
  airing: { startsAt: '2026-11-28T11:00:00Z', endsAt: '2026-11-28T12:00:00Z' },
};

let player: FakePlayerManager;
let adapter: CastReceiverAdapter;
let received: SenderMessage[];

beforeEach(() => {
  player = installFakeCaf();
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(LIVE_MANIFEST), { status: 200, headers: { 'content-type': 'application/json' } }))));
  received = [];
  const handlers: CastReceiverHandlers = {
    onSenderConnected: () => undefined,
    onSenderDisconnected: () => undefined,
    onMessage: (message) => void received.push(message),
  };
  adapter = createCafReceiver({ playbackBaseUrl: 'https://mocks.example', userAgent: 'CrKey/1.56.500000' });
  adapter.start(handlers);
});

afterEach(() => {
  adapter.stop();
  vi.unstubAllGlobals();
});

/** The sender's LOAD (app/cast/sdk/cast-sdk-commands.ts) as the platform hands it to the interceptor. */
function loadRequest(customData: object) {
  return { requestId: 7, currentTime: undefined, customData, media: { contentId: '', contentUrl: '', contentType: '' } };
}

describe('the Cast receiver framework adapter', () => {
  it("hands a LOAD's asset, auth and audio track to the receiver and plays the session's manifest", async () => {
    const request = loadRequest({ asset: ASSET, auth: { sessionToken: 'sender-token' }, audio: DESCRIBED });
    await player.intercept('LOAD', request);
    expect(received).toEqual([{ type: 'load', requestId: 7, asset: ASSET, position: null, auth: { sessionToken: 'sender-token' }, audio: DESCRIBED }]);
    expect(request.media).toMatchObject({ contentId: 'ch-amc', contentUrl: 'https://mocks.example/playback/manifest/update/session-1', contentType: 'application/dash+xml' });
  });

  it("reads a LOAD from a sender that names no audio track as the stream's default", async () => {
    await player.intercept('LOAD', loadRequest({ asset: ASSET, auth: { sessionToken: null } }));
    expect(received).toMatchObject([{ type: 'load', audio: null }]);
  });

  it('makes the LOAD’s audio track the platform player’s once it has loaded, and tells the senders', async () => {
    await player.intercept('LOAD', loadRequest({ asset: ASSET, auth: { sessionToken: null }, audio: DESCRIBED }));
    player.loaded = true;
    player.audioTracks = [
      { trackId: 1, language: 'en', name: 'English', roles: ['main'] },
      { trackId: 2, language: 'en', name: 'English (Described Video)', roles: ['description'] },
    ];
    player.activeAudio = 1;
    player.fire('PLAYER_LOAD_COMPLETE');
    expect(player.audioChosen).toEqual([2]);
    expect(player.broadcasts).toEqual([true]);
  });

  it("puts the playback details in every media status's customData: a live stream's window and airing, captions, the audio track", async () => {
    await player.intercept('LOAD', loadRequest({ asset: ASSET, auth: { sessionToken: null }, audio: null }));
    player.loaded = true;
    player.liveRange = { start: 5100, end: 5400 };
    player.audioTracks = [{ trackId: 2, language: 'en', name: 'English (Described Video)', roles: ['description'] }];
    player.activeAudio = 2;
    player.activeText = [9];
    const status = player.intercept('MEDIA_STATUS', { playerState: 'PLAYING' });
    expect(status).toEqual({
      playerState: 'PLAYING',
      customData: { seekable: { start: 5100, end: 5400 }, airing: { start: 3600, end: 7200 }, captionsEnabled: true, audio: DESCRIBED },
    });
  });

  it('says an on-demand window from 0 to its duration, no airing and nothing of tracks before the player has loaded', () => {
    player.duration = 1800;
    expect(player.intercept('MEDIA_STATUS', {})).toEqual({ customData: { seekable: { start: 0, end: 1800 }, airing: null, captionsEnabled: false, audio: null } });
  });
});
