import { describe, expect, it } from 'vitest';
import { CastProtocolError, compareFirmware, isSenderMessage, parseCastMessage, type CastMessage } from '../../../common/cast/protocol.ts';
import { firmwareNotMet } from '../../../common/cast/errors.ts';

const ASSET = { assetType: 'VOD', assetId: 'ast-1', title: 'Yellowstone', subtitle: 'S1 | E2', thumbnailUrl: null } as const;

describe('the cast protocol', () => {
  it('reads every message both sides send, from data or from the JSON text a Cast namespace delivers', () => {
    const messages: CastMessage[] = [
      { type: 'load', requestId: 1, asset: ASSET, position: 42, auth: { sessionToken: 'token' } },
      { type: 'load', requestId: 2, asset: { ...ASSET, assetType: 'CHANNEL' }, position: null, auth: { sessionToken: null } },
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
      { type: 'error', requestId: 1, error: firmwareNotMet('1.41') },
    ];
    for (const message of messages) {
      expect(parseCastMessage(message)).toEqual(message);
      expect(parseCastMessage(JSON.stringify(message))).toEqual(message);
    }
    expect(messages.filter(isSenderMessage).map((message) => message.type)).toEqual(['load', 'load', 'play', 'pause', 'seek', 'jump', 'volume', 'captions', 'stop', 'keep-alive']);
  });

  it.each([
    ['not JSON {', /must be JSON/],
    [42, /object with a string type/],
    [{ type: 'rewind', requestId: 1 }, /Unknown cast message type "rewind"/],
    [{ type: 'play' }, /"play" needs requestId as a whole number/],
    [{ type: 'seek', requestId: 1, position: -3 }, /needs position as seconds \(0 or more\)/],
    [{ type: 'volume', requestId: 1, level: 2, muted: false }, /needs level as a number from 0 to 1/],
    [{ type: 'captions', requestId: 1, enabled: 'yes' }, /"captions" needs enabled as true or false/],
    [{ type: 'load', requestId: 1, asset: { ...ASSET, assetType: 'PODCAST' }, position: null, auth: { sessionToken: null } }, /needs asset as/],
    [{ type: 'load', requestId: 1, asset: ASSET, position: null }, /needs auth as/],
    [{ type: 'status', requestId: null, status: { playerState: 'PLAYING', asset: ASSET, position: 3, duration: 30, isLive: true, volume: 1, muted: false, airing: { start: 7200, end: 3600 } } }, /"status" needs status as/],
    [{ type: 'status', requestId: null, status: { playerState: 'PLAYING', asset: ASSET, position: 3, duration: 30, isLive: true, volume: 1, muted: false, seekable: { start: 0 } } }, /"status" needs status as/],
  ])('refuses %j with a specific error', (raw, message) => {
    expect(() => parseCastMessage(raw)).toThrow(CastProtocolError);
    expect(() => parseCastMessage(raw)).toThrow(message);
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
