import { describe, expect, it } from 'vitest';
import { CastProtocolError, compareFirmware, isSenderMessage, parseCastMessage, readPlaybackDetails, type CastMessage, type CastPlaybackDetails } from '../../../common/cast/protocol.ts';
import { firmwareNotMet } from '../../../common/cast/errors.ts';

const ASSET = { assetType: 'VOD', assetId: 'ast-1', title: 'Yellowstone', subtitle: 'S1 | E2', thumbnailUrl: null } as const;
const DESCRIBED = { language: 'en', label: 'English (Described Video)', roles: ['description'] };

describe('the cast protocol', () => {
  it('reads every message both sides send, from data or from the JSON text a Cast namespace delivers', () => {
    const messages: CastMessage[] = [
      { type: 'load', requestId: 1, asset: ASSET, position: 42, auth: { sessionToken: 'token' }, audio: null },
      { type: 'load', requestId: 2, asset: { ...ASSET, assetType: 'CHANNEL' }, position: null, auth: { sessionToken: null }, audio: null },
      { type: 'load', requestId: 2, asset: ASSET, position: 42, auth: { sessionToken: null }, audio: DESCRIBED },
      { type: 'play', requestId: 3 },
      { type: 'pause', requestId: 4 },
      { type: 'seek', requestId: 5, position: 10 },
      { type: 'jump', requestId: 6, seconds: -10 },
      { type: 'volume', requestId: 7, level: 0.5, muted: false },
      { type: 'captions', requestId: 9, enabled: true },
      { type: 'stop', requestId: 8 },
      { type: 'keep-alive', sentAt: 1_700_000_000_000 },
      {
        type: 'status',
        requestId: null,
        status: { playerState: 'PLAYING', asset: ASSET, position: 3, duration: 19.2, isLive: false, volume: 1, muted: false },
      },
      {
        type: 'status',
        requestId: 9,
        status: { playerState: 'PAUSED', asset: ASSET, position: 3, duration: 19.2, isLive: false, volume: 1, muted: false, captionsEnabled: true },
      },
      {
        type: 'status',
        requestId: null,
        status: { playerState: 'PLAYING', asset: ASSET, position: 5400, duration: 300, isLive: true, volume: 1, muted: false, seekable: { start: 5100, end: 5400 }, airing: { start: 3600, end: 7200 } },
      },
      {
        type: 'status',
        requestId: null,
        status: { playerState: 'PLAYING', asset: ASSET, position: 5400, duration: 300, isLive: true, volume: 1, muted: false, seekable: { start: 5100, end: 5400 }, airing: null },
      },
      {
        type: 'status',
        requestId: null,
        status: { playerState: 'PLAYING', asset: ASSET, position: 3, duration: 19.2, isLive: false, volume: 1, muted: false, audio: DESCRIBED },
      },
      { type: 'status', requestId: null, status: { playerState: 'LOADING', asset: ASSET, position: 0, duration: 0, isLive: false, volume: 1, muted: false, audio: null } },
      { type: 'error', requestId: 1, error: firmwareNotMet('1.41') },
    ];
    for (const message of messages) {
      expect(parseCastMessage(message)).toEqual(message);
      expect(parseCastMessage(JSON.stringify(message))).toEqual(message);
    }
    expect(messages.filter(isSenderMessage).map((message) => message.type)).toEqual(['load', 'load', 'load', 'play', 'pause', 'seek', 'jump', 'volume', 'captions', 'stop', 'keep-alive']);
  });

  it.each([
    ['not JSON {', /must be JSON/],
    [42, /object with a string type/],
    [{ type: 'rewind', requestId: 1 }, /Unknown cast message type "rewind"/],
    [{ type: 'play' }, /"play" needs requestId as a whole number/],
    [{ type: 'seek', requestId: 1, position: -3 }, /needs position as seconds \(0 or more\)/],
    [{ type: 'volume', requestId: 1, level: 2, muted: false }, /needs level as a number from 0 to 1/],
    [{ type: 'captions', requestId: 1, enabled: 'yes' }, /"captions" needs enabled as true or false/],
    [{ type: 'load', requestId: 1, asset: { ...ASSET, assetType: 'PODCAST' }, position: null, auth: { sessionToken: null }, audio: null }, /needs asset as/],
    [{ type: 'load', requestId: 1, asset: ASSET, position: null }, /needs auth as/],
    [{ type: 'load', requestId: 1, asset: ASSET, position: null, auth: { sessionToken: null }, audio: { language: 'en', roles: 'description' } }, /"load" needs audio as \{ language, label, roles \} or null/],
    [{ type: 'status', requestId: null, status: { playerState: 'PLAYING', asset: ASSET, position: 3, duration: 30, isLive: false, volume: 1, muted: false, audio: { language: 'en' } } }, /"status" needs status as/],
    [{ type: 'status', requestId: null, status: { playerState: 'PLAYING', asset: ASSET, position: 3, duration: 30, isLive: true, volume: 1, muted: false, airing: { start: 7200, end: 3600 } } }, /"status" needs status as/],
    [{ type: 'status', requestId: null, status: { playerState: 'PLAYING', asset: ASSET, position: 3, duration: 30, isLive: true, volume: 1, muted: false, seekable: { start: 0 } } }, /"status" needs status as/],
  ])('refuses %j with a specific error', (raw, message) => {
    expect(() => parseCastMessage(raw)).toThrow(CastProtocolError);
    expect(() => parseCastMessage(raw)).toThrow(message);
  });

  it("reads a load from a sender that names no audio (older than the field) as the stream's default", () => {
    expect(parseCastMessage({ type: 'load', requestId: 1, asset: ASSET, position: null, auth: { sessionToken: null } })).toMatchObject({ type: 'load', audio: null });
  });

  it.each<[string, unknown, Partial<CastPlaybackDetails>]>([
    ['every detail well-formed: all of them', { captionsEnabled: true, seekable: { start: 10, end: 40 }, airing: null, audio: DESCRIBED }, { captionsEnabled: true, seekable: { start: 10, end: 40 }, airing: null, audio: DESCRIBED }],
    ['a malformed one: left out, the rest kept', { captionsEnabled: 'on', seekable: { start: 40, end: 10 }, airing: { start: 0, end: 60 }, audio: { label: 'x' } }, { airing: { start: 0, end: 60 } }],
    ['none said (Cast\'s own status, nothing added)', undefined, {}],
    ['not an object', 'seekable', {}],
    ['what is not a detail: ignored', { asset: ASSET, position: 3 }, {}],
  ])("reads the playback details beside Cast's own media status: %s", (_, customData, expected) => {
    expect(readPlaybackDetails(customData)).toEqual(expected);
  });

  it('compares firmware versions by number, not by text', () => {
    expect(compareFirmware('1.41', '1.42')).toBeLessThan(0);
    expect(compareFirmware('1.9', '1.42')).toBeLessThan(0);
    expect(compareFirmware('1.42', '1.42.0')).toBe(0);
    expect(compareFirmware('1.56.500000', '1.42')).toBeGreaterThan(0);
    expect(compareFirmware('2', '1.42')).toBeGreaterThan(0);
  });

  it("names the device's firmware in the code 106 problem text", () => {
    const error = firmwareNotMet('1.41');
    expect(error.code).toBe('106');
    expect(error.title).toBe('Playback is not supported on this device');
    expect(error.problem).toContain('Firmware 1.41');
    expect(error.problem).toContain('firmware 1.42 or higher');
    expect(error.problem).not.toContain('{firmware}');
  });
});
