import { describe, expect, it } from 'vitest';
import { DEVICE_LINK_NOTICE_MS, deviceLinkPath, deviceLinkResult, linkedDeviceName, type DeviceLinkAnswer } from '../../../app/features/account/logic/device-link.ts';

const ORIGIN = 'http://localhost:5173';
const REQUEST = `${ORIGIN}${deviceLinkPath('TV1234')}`;
const context = { requestUrl: REQUEST, origin: ORIGIN, defaultPath: '/player/mytv' };
const answer = (ok: boolean, status: number, finalUrl = REQUEST, message: string | null = null): DeviceLinkAnswer => ({ kind: 'answer', ok, status, finalUrl, message });
const home = { kind: 'app', path: '/player/mytv' } as const;
const error = (title: string, body?: string) => ({ type: 'error' as const, title, ...(body ? { body } : {}), noticeDuration: DEVICE_LINK_NOTICE_MS });

describe('the Smart TV link page', () => {
  it.each<[string, DeviceLinkAnswer, ReturnType<typeof deviceLinkResult>]>([
    [
      'a followed redirect signs in and goes where it ended',
      answer(true, 200, `${ORIGIN}/player/guide?categoryId=7`),
      { notice: { type: 'success', title: 'You have been signed in on your Smart TV.', noticeDuration: 15_000 }, to: { kind: 'app', path: '/player/guide?categoryId=7' } },
    ],
    [
      'a redirect out of the app is not followed: the default page',
      answer(true, 200, 'https://tv.airwave.example/done'),
      { notice: { type: 'success', title: 'You have been signed in on your Smart TV.', noticeDuration: 15_000 }, to: home },
    ],
    [
      'a redirect to a host hidden behind a backslash is not followed either',
      answer(true, 200, `${ORIGIN}/\\evil.example/x`),
      { notice: { type: 'success', title: 'You have been signed in on your Smart TV.', noticeDuration: 15_000 }, to: home },
    ],
    [
      'an OK answer without a redirect goes to the default page',
      answer(true, 200),
      { notice: { type: 'success', title: 'You have been signed in on your Smart TV.', noticeDuration: 15_000 }, to: home },
    ],
    ['an unknown or expired token (404)', answer(false, 404, REQUEST, 'Invalid or expired link'), { notice: error('Invalid or expired link'), to: home }],
    ['a malformed token (400)', answer(false, 400), { notice: error('Invalid or expired link'), to: home }],
    ['signed out (401)', answer(false, 401), { notice: error('Invalid or expired link'), to: home }],
    [
      'the TV’s authorisation failed (403): the server’s text',
      answer(false, 403, REQUEST, 'We couldn’t sign in your TV. Please get a new QR code from your TV and try again.'),
      { notice: error('Something went wrong', 'We couldn’t sign in your TV. Please get a new QR code from your TV and try again.'), to: home },
    ],
    [
      'the TV’s authorisation failed without a text',
      answer(false, 403, REQUEST, '  '),
      { notice: error('Something went wrong', 'Please get a new QR code from your TV and try again, or visit our contact page for help.'), to: home },
    ],
    ['the link service failed (500)', answer(false, 500, REQUEST, 'Something went wrong'), { notice: error('Something went wrong'), to: home }],
    ['a gateway failed (504)', answer(false, 504), { notice: error('Something went wrong'), to: home }],
    ['no answer at all', { kind: 'no-answer' }, { notice: error('Something went wrong'), to: home }],
  ])('%s', (_name, given, expected) => {
    expect(deviceLinkResult(given, context)).toEqual(expected);
  });

  it('posts to the token’s own path, escaped', () => {
    expect(deviceLinkPath('Tq7xK2pLm9Zr')).toBe('/user/device_link/Tq7xK2pLm9Zr');
    expect(deviceLinkPath('a/b')).toBe('/user/device_link/a%2Fb');
  });
});

describe('the TV a link signed in, by the device list', () => {
  const phone = { deviceIdent: 'ios-1', type: 'ios' as const };
  const web = { deviceIdent: 'web-1', type: 'web' as const };
  const tv = { deviceIdent: 'samsungtv-9', type: 'samsungtv' as const };
  const lg = { deviceIdent: 'lgtv-2', type: 'lgtv' as const };
  it.each([
    ['the one device the list gained, by its kind', [web, phone], [web, phone, tv], 'Samsung TV'],
    ['nothing new (a TV signed in before)', [web, tv], [web, tv], null],
    ['two new devices: which one is not known', [web], [web, tv, lg], null],
    ['a list that could not be read before', null, [web, tv], null],
    ['or after', [web], null, null],
  ] as const)('%s → %s', (_name, before, after, name) => {
    expect(linkedDeviceName(before, after)).toBe(name);
  });
});
