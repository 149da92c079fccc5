import { describe, expect, it } from 'vitest';
import {
  BROWSER_PLAYBACK_TROUBLE,
  errorSourceOfShakaError,
  playerErrorFor,
  playbackErrorReport,
  STREAMING_TROUBLE,
  TRY_AGAIN_LATER,
  UPDATE_BROWSER,
  type PlaybackErrorBody,
} from '../../../common/player/error-catalogue.ts';

function body(errorCode: string, detailedErrorName: PlaybackErrorBody['detailedErrorName'], description: string, extra: Partial<PlaybackErrorBody> = {}): PlaybackErrorBody {
  return { errorCode, category: 'MANIFEST', detailedErrorName, description, ...extra };
}

describe('the service refusals (playback contract, PlaybackError table)', () => {
  it.each([
    ['1201', 'TOO_MANY_STREAMS', 'You are watching Airwave on too many screens at once. Stop playback on another device to watch here.', 'Details'],
    ['1200', 'NOT_IN_PACKAGE', 'This channel is not included in your current package. Upgrade your package or add the add-on that includes it to watch.', 'Details'],
    ['1202', 'BROADCAST_BLACKOUT', 'This program is not available in your area due to a broadcast blackout.', 'Details'],
    ['1210', 'VOD_OUTSIDE_WINDOW', "This Video On Demand is no longer available as it is outside of the content owner's approved viewable time period.", 'Details'],
    ['1211', 'RECORDING_OUTSIDE_WINDOW', "This recording is no longer available as it is outside of the content owner's approved viewable time period.", 'Details'],
    ['1212', 'RECORDING_NOT_AVAILABLE', 'This recording is not available. Newly scheduled recordings may take up to a minute before they are available to be played. Please try again shortly.', 'Details'],
    ['1213', 'RECORDING_CORRUPTED', 'This recording is currently corrupted. Please try again later.', 'Details'],
    ['1102', 'ACCOUNT_ISSUE', "Sorry, there's an issue with your Airwave account. Please contact support.", 'Contact support'],
    ['1.1', 'ASSET_NOT_FOUND', STREAMING_TROUBLE, 'Details'],
    ['1.2', 'KEY_NOT_AUTHORIZED', STREAMING_TROUBLE, 'Details'],
    ['-12', 'SERVICE_UNAVAILABLE', TRY_AGAIN_LATER, 'Try again'],
  ] as const)('%s %s', (code, name, message, action) => {
    const view = playerErrorFor({ kind: 'service', body: body(code, name, message), httpStatus: 403 });
    expect(view).toMatchObject({ code, message, action, detailedErrorName: name, httpStatus: 403 });
  });

  it('code 3 is sign-in trouble, and of type pf the US-only entry', () => {
    expect(playerErrorFor({ kind: 'service', body: body('3', 'SESSION_MISSING', 'x'), httpStatus: 401 })).toMatchObject({
      message: "We're having trouble signing you in. Please try again.",
      action: 'Try again',
    });
    expect(playerErrorFor({ kind: 'service', body: body('3', 'GEO_RESTRICTED', 'x', { errorType: 'pf' }), httpStatus: 403 })).toMatchObject({
      code: '3',
      message: 'Airwave is only available in the US.',
      action: 'Got it',
    });
  });
});

describe('the error view’s title names the cause', () => {
  it.each([
    ['TOO_MANY_STREAMS', 'Too many screens at once'],
    ['NOT_IN_PACKAGE', 'Not in your package'],
    ['BROADCAST_BLACKOUT', 'Blacked out in your area'],
    ['GEO_RESTRICTED', 'Not available where you are'],
    ['VOD_OUTSIDE_WINDOW', 'No longer available'],
    ['RECORDING_NOT_AVAILABLE', "This recording isn't ready yet"],
    ['ACCOUNT_ISSUE', "There's an issue with your account"],
    ['KEY_NOT_AUTHORIZED', "This video can't be unlocked"],
    ['SERVICE_UNAVAILABLE', "Airwave can't be reached right now"],
  ] as const)('a refusal %s reads %j', (name, title) => {
    expect(playerErrorFor({ kind: 'service', body: body('x', name, 'x'), httpStatus: 403 }).title).toBe(title);
  });

  it.each([
    ['a name this app does not know yet', { kind: 'service', body: { errorCode: '1.1', category: 'MANIFEST', detailedErrorName: 'SOMETHING_NEW', description: 'x' } as unknown as PlaybackErrorBody, httpStatus: 400 }, "This video can't play right now"],
    ['a manifest service that does not answer', { kind: 'fetch', request: 'manifest', failure: 'timeout', httpStatus: null }, "Airwave can't be reached right now"],
    ['a licence refused without the contract body', { kind: 'fetch', request: 'drm', failure: 'status', httpStatus: 403 }, "This video can't be unlocked"],
    ['a video element failure', { kind: 'video', mediaErrorCode: 3 }, "This browser can't play this video"],
    ['this browser signed out of the account', { kind: 'player-not-registered' }, 'This browser was signed out'],
    ['anything else', { kind: 'unknown' }, "This video can't play right now"],
  ] as const)('%s reads %j', (_what, source, title) => {
    expect(playerErrorFor(source).title).toBe(title);
  });
});

describe('the playback error report', () => {
  it('carries the entry in the report names: Airwave code, error code, description, detailed name, HTTP status', () => {
    const view = playerErrorFor({ kind: 'service', body: body('1201', 'TOO_MANY_STREAMS', 'Too many screens.', { airwaveErrorCode: 1201, category: 'MANIFEST' }), httpStatus: 403 });
    expect(playbackErrorReport(view)).toEqual({ airwaveErrorCode: 1201, errorCode: '1201', description: 'Too many screens.', detailedErrorName: 'TOO_MANY_STREAMS', httpStatus: 403, category: 'MANIFEST' });
  });
});

describe('the player registration', () => {
  it("an unknown or revoked registration is sign-in trouble ('player not registered'), not a streaming failure", () => {
    expect(playerErrorFor({ kind: 'player-not-registered' })).toMatchObject({
      code: '3',
      message: "We're having trouble signing you in. Please try again.",
      action: 'Try again',
      category: 'PLAYER',
      detailedErrorName: 'PLAYER_NOT_REGISTERED',
    });
  });
});

describe('failures without a contract answer', () => {
  it.each([
    [{ request: 'manifest', failure: 'status', httpStatus: 502 }, '-12', TRY_AGAIN_LATER, 'Try again'],
    [{ request: 'manifest', failure: 'status', httpStatus: 504 }, '-12', TRY_AGAIN_LATER, 'Try again'],
    [{ request: 'manifest', failure: 'timeout', httpStatus: null }, '-12', TRY_AGAIN_LATER, 'Try again'],
    [{ request: 'manifest', failure: 'network', httpStatus: null }, '-12', TRY_AGAIN_LATER, 'Try again'],
    [{ request: 'manifest', failure: 'status', httpStatus: 403 }, '1.1', STREAMING_TROUBLE, 'Details'],
    [{ request: 'drm', failure: 'status', httpStatus: 403 }, '1.2', STREAMING_TROUBLE, 'Details'],
  ] as const)('%j → %s', (source, code, message, action) => {
    expect(playerErrorFor({ kind: 'fetch', ...source })).toMatchObject({ code, message, action });
  });

  it.each([
    [3016, [3], '4.3', BROWSER_PLAYBACK_TROUBLE],
    [3016, [4], '4.4', BROWSER_PLAYBACK_TROUBLE],
    [3016, [2], '4.2', BROWSER_PLAYBACK_TROUBLE],
    [4032, [], '4.4', UPDATE_BROWSER],
    [4001, [], '1.5', STREAMING_TROUBLE],
    [3014, [], '1.4', STREAMING_TROUBLE],
    [6001, [], '4.5', BROWSER_PLAYBACK_TROUBLE],
    [6008, [], '1.2', STREAMING_TROUBLE],
    [7001, [], '0', STREAMING_TROUBLE],
  ])('shaka %i %j → %s', (code, data, expected, message) => {
    const view = playerErrorFor(errorSourceOfShakaError({ category: Math.floor(code / 1000), code, data }));
    expect(view).toMatchObject({ code: expected, message });
  });

  it('a failed request carrying the contract body is that refusal; a licence failure carries its request inside', () => {
    const refusal = JSON.stringify(body('1201', 'TOO_MANY_STREAMS', 'You are watching Airwave on too many screens at once. Stop playback on another device to watch here.'));
    const badStatus = { category: 1, code: 1001, data: ['https://x/playback/manifest/VOD/a', 403, refusal, {}, 0] };
    expect(errorSourceOfShakaError(badStatus)).toMatchObject({ kind: 'service', httpStatus: 403 });
    expect(playerErrorFor(errorSourceOfShakaError(badStatus)).code).toBe('1201');
    const bareLicense = { category: 6, code: 6007, data: [{ category: 1, code: 1001, data: ['https://x/license', 502, 'Bad Gateway', {}, 2] }] };
    expect(errorSourceOfShakaError(bareLicense)).toEqual({ kind: 'fetch', request: 'drm', failure: 'status', httpStatus: 502 });
    const timeout = { category: 1, code: 1003, data: ['https://x', 0] };
    expect(errorSourceOfShakaError(timeout)).toEqual({ kind: 'fetch', request: 'manifest', failure: 'timeout', httpStatus: null });
  });
});
