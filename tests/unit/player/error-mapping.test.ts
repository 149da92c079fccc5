import { describe, expect, it } from 'vitest';
import { errorSourceOfGraphQLErrors, errorSourceOfShakaError, playerErrorFor, playbackErrorReport, type ErrorSource, type PlaybackErrorBody } from '../../../common/player/error-mapping.ts';
import { PLAYBACK_ERROR_NAMES, playbackErrorStatus, type PlaybackErrorCategory } from '../../../common/error-catalogue.ts';
import { playbackError } from '../../../mocks/rest/responses.ts';

// Every source of a player error → its catalogue entry: code, title, message (the spec's words where it quotes
// them, written out here), action. The texts are the catalogue's whatever the server's body says.

const TROUBLE = "We're having trouble streaming this content.";
const SIGN_IN = "We're having trouble signing you in. Please try again.";
const LATER = 'Please try again later.';
const BROWSER = "Your browser couldn't play this video.";
const CANNOT_PLAY = "This video can't play right now";
const LOCKED = "This video can't be unlocked";
const UNREACHABLE = "Airwave can't be reached right now";
const BROWSER_TITLE = "This browser can't play this video";

/** A refusal as a server might word it: the name and code right, its own description (which the view must not show). */
function refusal(detailedErrorName: string, errorCode: string, category: PlaybackErrorCategory, extra: Partial<PlaybackErrorBody> = {}): PlaybackErrorBody {
  return { errorCode, category, detailedErrorName, description: 'Words of the server, not the catalogue.', ...extra } as PlaybackErrorBody;
}

describe("the service's refusals (the playback contract's PlaybackError table): the catalogue's texts, not the body's", () => {
  it.each([
    ['MALFORMED_REQUEST', 'MANIFEST', '1.1', CANNOT_PLAY, TROUBLE, 'Details'],
    ['MALFORMED_REQUEST', 'DRM', '1.2', LOCKED, TROUBLE, 'Details'],
    ['LICENSE_CHALLENGE_INVALID', 'DRM', '1.2', LOCKED, TROUBLE, 'Details'],
    ['CLEARKEY_KID_INVALID', 'DRM', '1.2', LOCKED, TROUBLE, 'Details'],
    ['CLEARKEY_SESSION_TYPE_UNSUPPORTED', 'DRM', '1.2', LOCKED, TROUBLE, 'Details'],
    ['FAIRPLAY_REQUEST_INVALID', 'DRM', '1.2', LOCKED, TROUBLE, 'Details'],
    ['DRM_TOKEN_MALFORMED', 'DRM', '1.2', LOCKED, TROUBLE, 'Details'],
    ['DRM_TOKEN_INVALID', 'DRM', '1.2', LOCKED, TROUBLE, 'Details'],
    ['DRM_TOKEN_EXPIRED', 'DRM', '1.2', LOCKED, TROUBLE, 'Details'],
    ['KEY_NOT_AUTHORIZED', 'DRM', '1.2', LOCKED, TROUBLE, 'Details'],
    ['SESSION_MISSING', 'MANIFEST', '3', "You're signed out", SIGN_IN, 'Try again'],
    ['NOT_IN_PACKAGE', 'MANIFEST', '1200', 'Not in your package', 'This channel is not included in your current package. Upgrade your package or add the add-on that includes it to watch.', 'Details'],
    ['TOO_MANY_STREAMS', 'MANIFEST', '1201', 'Too many screens at once', 'You are watching Airwave on too many screens at once. Stop playback on another device to watch here.', 'Details'],
    ['TOO_MANY_STREAMS', 'DRM', '1201', 'Too many screens at once', 'You are watching Airwave on too many screens at once. Stop playback on another device to watch here.', 'Details'],
    ['BROADCAST_BLACKOUT', 'MANIFEST', '1202', 'Blacked out in your area', 'This program is not available in your area due to a broadcast blackout.', 'Details'],
    ['GEO_RESTRICTED', 'MANIFEST', '3', 'Not available where you are', 'Airwave is only available in the US.', 'Got it'],
    ['ACCOUNT_ISSUE', 'MANIFEST', '1102', "There's an issue with your account", "Sorry, there's an issue with your Airwave account. Please contact support.", 'Contact support'],
    ['ASSET_NOT_FOUND', 'MANIFEST', '1.1', "This video can't be found", TROUBLE, 'Details'],
    ['PLAYBACK_SESSION_NOT_FOUND', 'MANIFEST', '1.1', 'This playback has ended', TROUBLE, 'Details'],
    ['RECORDING_NOT_AVAILABLE', 'MANIFEST', '1212', "This recording isn't ready yet", 'This recording is not available. Newly scheduled recordings may take up to a minute before they are available to be played. Please try again shortly.', 'Details'],
    ['RECORDING_CORRUPTED', 'MANIFEST', '1213', "This recording can't play", 'This recording is currently corrupted. Please try again later.', 'Details'],
    ['VOD_OUTSIDE_WINDOW', 'MANIFEST', '1210', 'No longer available', "This Video On Demand is no longer available as it is outside of the content owner's approved viewable time period.", 'Details'],
    ['RECORDING_OUTSIDE_WINDOW', 'MANIFEST', '1211', 'No longer available', "This recording is no longer available as it is outside of the content owner's approved viewable time period.", 'Details'],
    ['SERVICE_UNAVAILABLE', 'NETWORK', '-12', UNREACHABLE, LATER, 'Try again'],
  ] as const)('%s on a %s call → %s %j: %j (%s)', (name, category, code, title, message, action) => {
    const view = playerErrorFor({ kind: 'service', body: refusal(name, code, category), httpStatus: 403 });
    expect(view).toMatchObject({ code, title, message, action, detailedErrorName: name, category, httpStatus: 403 });
  });

  it('a refusal carries its Airwave code into the view; a name this app does not know yet reads as its fetch', () => {
    expect(playerErrorFor({ kind: 'service', body: refusal('TOO_MANY_STREAMS', '1201', 'MANIFEST', { airwaveErrorCode: 1201 }), httpStatus: 403 }).airwaveErrorCode).toBe(1201);
    expect(playerErrorFor({ kind: 'service', body: refusal('SOMETHING_NEW', '1.1', 'MANIFEST'), httpStatus: 400 })).toMatchObject({ code: '1.1', title: CANNOT_PLAY, message: TROUBLE });
    expect(playerErrorFor({ kind: 'service', body: refusal('SOMETHING_NEW', '1.2', 'DRM'), httpStatus: 400 })).toMatchObject({ code: '1.2', title: LOCKED, message: TROUBLE });
  });

  it.each(PLAYBACK_ERROR_NAMES.flatMap((name) => (['MANIFEST', 'DRM'] as const).map((category) => [name, category] as const)))(
    "the mock world's %s body on a %s call shows the code and text it carries (one table for both)",
    (name, category) => {
      const body = playbackError(name, category);
      const view = playerErrorFor({ kind: 'service', body, httpStatus: playbackErrorStatus(name, category) });
      expect({ code: view.code, message: view.message }).toEqual({ code: body.errorCode, message: body.description });
    },
  );
});

describe('failures without a contract answer', () => {
  it.each<[string, ErrorSource, string, string, string, string]>([
    ['a manifest 502 (after its retries)', { kind: 'fetch', request: 'manifest', failure: 'status', httpStatus: 502 }, '-12', UNREACHABLE, LATER, 'Try again'],
    ['a manifest 504 (after its retries)', { kind: 'fetch', request: 'manifest', failure: 'status', httpStatus: 504 }, '-12', UNREACHABLE, LATER, 'Try again'],
    ['a manifest timeout', { kind: 'fetch', request: 'manifest', failure: 'timeout', httpStatus: null }, '-12', UNREACHABLE, LATER, 'Try again'],
    ['no connection for the manifest', { kind: 'fetch', request: 'manifest', failure: 'network', httpStatus: null }, '-12', UNREACHABLE, LATER, 'Try again'],
    ['a bare manifest 403 (a gateway or CDN, not the account issue 1102)', { kind: 'fetch', request: 'manifest', failure: 'status', httpStatus: 403 }, '1.1', 'This video was refused', TROUBLE, 'Details'],
    ['a bare manifest 404', { kind: 'fetch', request: 'manifest', failure: 'status', httpStatus: 404 }, '1.1', CANNOT_PLAY, TROUBLE, 'Details'],
    ['a bare licence 403', { kind: 'fetch', request: 'drm', failure: 'status', httpStatus: 403 }, '1.2', LOCKED, TROUBLE, 'Details'],
    ['a licence that never came', { kind: 'fetch', request: 'drm', failure: 'timeout', httpStatus: null }, '-12', UNREACHABLE, LATER, 'Try again'],
    ['a media request refused (403)', { kind: 'network', failure: 'status', httpStatus: 403 }, '1', 'This video was refused', TROUBLE, 'Details'],
    ['a media request through a failed gateway (502)', { kind: 'network', failure: 'status', httpStatus: 502 }, '-12', UNREACHABLE, LATER, 'Try again'],
    ['a media request through a timed-out gateway (504)', { kind: 'network', failure: 'status', httpStatus: 504 }, '-12', UNREACHABLE, LATER, 'Try again'],
    ['a media request without a connection', { kind: 'network', failure: 'network', httpStatus: null }, '1', UNREACHABLE, TROUBLE, 'Details'],
    ['a media request answered 404', { kind: 'network', failure: 'status', httpStatus: 404 }, '1', UNREACHABLE, TROUBLE, 'Details'],
    ["the player's own code did not load (display side)", { kind: 'display' }, '100', "The player couldn't start", "The player couldn't load. Please check your connection and try again.", 'Try again'],
    ['anything else', { kind: 'unknown' }, '0', CANNOT_PLAY, TROUBLE, 'Details'],
    ['this browser signed out of the account (player not registered)', { kind: 'player-not-registered' }, '3', 'This browser was signed out', SIGN_IN, 'Try again'],
    ['the video element: aborted', { kind: 'video', mediaErrorCode: 1 }, '4', BROWSER_TITLE, BROWSER, 'Details'],
    ['the video element: network', { kind: 'video', mediaErrorCode: 2 }, '4.2', BROWSER_TITLE, BROWSER, 'Details'],
    ['the video element: decode', { kind: 'video', mediaErrorCode: 3 }, '4.3', BROWSER_TITLE, BROWSER, 'Details'],
    ['the video element: source not supported', { kind: 'video', mediaErrorCode: 4 }, '4.4', BROWSER_TITLE, BROWSER, 'Details'],
    ['the video element: encrypted', { kind: 'video', mediaErrorCode: null }, '4.5', BROWSER_TITLE, BROWSER, 'Details'],
  ])('%s → %s %j: %j (%s)', (_what, source, code, title, message, action) => {
    expect(playerErrorFor(source)).toMatchObject({ code, title, message, action });
  });

  it('a refused request says how to get on; the entries without advice have none', () => {
    expect(playerErrorFor({ kind: 'fetch', request: 'manifest', failure: 'status', httpStatus: 403 }).troubleshooting).toBe('Refresh the page. If it happens again, sign out and in again.');
    expect(playerErrorFor({ kind: 'video', mediaErrorCode: 3 }).troubleshooting).toBe('Update your browser, or watch in another one.');
    expect(playerErrorFor({ kind: 'unknown' }).troubleshooting).toBeNull();
  });
});

describe("shaka-player's errors", () => {
  it.each([
    ['decode (3016, separate)', 3016, [3], '4.3', BROWSER],
    ['source not supported (3016)', 3016, [4], '4.4', BROWSER],
    ['network (3016)', 3016, [2], '4.2', BROWSER],
    ['content unsupported by the browser (4032, separate)', 4032, [], '4.4', 'Please update your Chrome browser to watch Airwave.'],
    ['a manifest error', 4001, [], '1.5', TROUBLE],
    ['a media error', 3014, [], '1.4', TROUBLE],
    ['a streaming error', 5006, [], '1.4', TROUBLE],
    ['a text error', 2001, [], '1.4', TROUBLE],
    ['a DRM error below 6007 (no key system)', 6001, [], '4.5', BROWSER],
    ['a DRM error from 6007 on (licence exchange)', 6008, [], '1.2', TROUBLE],
    ['a network error that is not a failed request', 1000, [], '1', TROUBLE],
    ['a player error', 7001, [], '0', TROUBLE],
  ])('%s: shaka %i %j → %s', (_what, code, data, expected, message) => {
    const view = playerErrorFor(errorSourceOfShakaError({ category: Math.floor(code / 1000), code, data }));
    expect(view).toMatchObject({ code: expected, message });
  });

  it('a failed request is the manifest fetch, a DRM fetch or a media request by its request type, or the refusal its body carries', () => {
    const body = JSON.stringify(refusal('TOO_MANY_STREAMS', '1201', 'MANIFEST'));
    expect(errorSourceOfShakaError({ category: 1, code: 1001, data: ['https://x/playback/manifest/VOD/a', 403, body, {}, 0] })).toMatchObject({ kind: 'service', httpStatus: 403 });
    expect(errorSourceOfShakaError({ category: 1, code: 1001, data: ['https://x/playback/manifest/VOD/a', 403, 'Forbidden', {}, 0] })).toEqual({ kind: 'fetch', request: 'manifest', failure: 'status', httpStatus: 403 });
    expect(errorSourceOfShakaError({ category: 1, code: 1001, data: ['https://x/seg/1.m4s', 403, 'Forbidden', {}, 1] })).toEqual({ kind: 'network', failure: 'status', httpStatus: 403 });
    expect(errorSourceOfShakaError({ category: 1, code: 1002, data: ['https://x/seg/1.m4s', null, 1] })).toEqual({ kind: 'network', failure: 'network', httpStatus: null });
    const bareLicence = { category: 6, code: 6007, data: [{ category: 1, code: 1001, data: ['https://x/license', 502, 'Bad Gateway', {}, 2] }] };
    expect(errorSourceOfShakaError(bareLicence)).toEqual({ kind: 'fetch', request: 'drm', failure: 'status', httpStatus: 502 });
    expect(errorSourceOfShakaError({ category: 1, code: 1003, data: ['https://x', 0] })).toEqual({ kind: 'fetch', request: 'manifest', failure: 'timeout', httpStatus: null });
  });
});

describe('server GraphQL errors: their message, product code and error code', () => {
  it.each([
    ['both codes', [{ message: 'Boom', extensions: { code: 'MOCK_FAULT', errorCode: 'E42' } }], { kind: 'graphql', message: 'Boom', productCode: 'MOCK_FAULT', errorCode: 'E42' }],
    ['the product code alone', [{ message: 'Boom', extensions: { code: 'MOCK_FAULT' } }], { kind: 'graphql', message: 'Boom', productCode: 'MOCK_FAULT', errorCode: null }],
    ['numeric codes', [{ message: 'No', extensions: { code: 1201, errorCode: 7 } }], { kind: 'graphql', message: 'No', productCode: '1201', errorCode: '7' }],
    ['no extensions; the first error counts', [{ message: 'First' }, { message: 'Second', extensions: { code: 'X' } }], { kind: 'graphql', message: 'First', productCode: null, errorCode: null }],
    ['no errors', [], null],
    ['not an array', { message: 'Boom' }, null],
    ['an error without a message', [{ extensions: { code: 'X' } }], null],
    ['absent', undefined, null],
  ])('%s', (_, errors, source) => {
    expect(errorSourceOfGraphQLErrors(errors)).toEqual(source);
  });

  it.each([
    [{ kind: 'graphql', message: 'Boom', productCode: 'MOCK_FAULT', errorCode: 'E42' } as const, { title: CANNOT_PLAY, code: 'E42', message: 'Boom', detailedErrorName: 'MOCK_FAULT', airwaveErrorCode: null }],
    [{ kind: 'graphql', message: 'No', productCode: '1201', errorCode: null } as const, { title: CANNOT_PLAY, code: '0', message: 'No', detailedErrorName: '1201', airwaveErrorCode: 1201 }],
    [{ kind: 'graphql', message: 'Hm', productCode: null, errorCode: null } as const, { title: CANNOT_PLAY, code: '0', message: 'Hm', detailedErrorName: 'GRAPHQL_ERROR', airwaveErrorCode: null }],
  ])('%o shows the server’s message and codes under the catalogue’s title', (source, shown) => {
    expect(playerErrorFor(source)).toMatchObject({ ...shown, action: 'Details', category: 'PLAYER', httpStatus: null, troubleshooting: null });
  });
});

describe('the playback error report', () => {
  it('carries the entry in the report names: Airwave code, error code, description, detailed name, HTTP status', () => {
    const view = playerErrorFor({ kind: 'service', body: refusal('TOO_MANY_STREAMS', '1201', 'MANIFEST', { airwaveErrorCode: 1201 }), httpStatus: 403 });
    expect(playbackErrorReport(view)).toEqual({
      airwaveErrorCode: 1201,
      errorCode: '1201',
      description: 'You are watching Airwave on too many screens at once. Stop playback on another device to watch here.',
      detailedErrorName: 'TOO_MANY_STREAMS',
      httpStatus: 403,
      category: 'MANIFEST',
    });
  });
});
