import { describe, expect, it } from 'vitest';
import { shellChrome, shellLayout, type ShellLayoutInput } from '../../../app/lib/routing/shell-layout.ts';
import { browserSupport, unsupportedBrowserText, type BrowserFacts } from '../../../app/lib/platform/browser-support.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const CAST = 'Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 CrKey/1.56.500000';
const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const IOS_IN_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

describe('the shell layout', () => {
  it.each<[string, ShellLayoutInput, ReturnType<typeof shellLayout>]>([
    ['a browser tab: the full layout', { search: '', framed: false, userAgent: CHROME }, 'full'],
    ['inside another page’s frame: the embedded view', { search: '', framed: true, userAgent: CHROME }, 'embedded'],
    ['asked for with ?view=embedded', { search: '?view=embedded', framed: false, userAgent: CHROME }, 'embedded'],
    ['on a Cast device: receiver mode', { search: '', framed: false, userAgent: CAST }, 'receiver'],
    ['asked for with ?view=receiver', { search: '?categoryId=3&view=receiver', framed: false, userAgent: CHROME }, 'receiver'],
    ['receiver mode wins over a frame', { search: '', framed: true, userAgent: CAST }, 'receiver'],
    ['an unknown view value changes nothing', { search: '?view=tiny', framed: false, userAgent: CHROME }, 'full'],
  ])('%s', (_name, input, expected) => {
    expect(shellLayout(input)).toBe(expected);
  });

  it.each([
    ['full', { header: 'full', navigation: true, footer: true, casting: true }],
    ['embedded', { header: 'logo', navigation: false, footer: false, casting: false }],
    ['receiver', { header: 'none', navigation: false, footer: false, casting: false }],
  ] as const)('the %s layout draws %o', (layout, chrome) => {
    expect(shellChrome(layout)).toEqual(chrome);
  });
});

describe('the unsupported-browser notice', () => {
  it.each<[string, BrowserFacts, string | null]>([
    ['Chrome plays', { userAgent: CHROME, mediaSource: true }, null],
    ['Firefox with media source extensions plays', { userAgent: FIREFOX, mediaSource: true }, null],
    ['a desktop browser without them is told to use Chrome', { userAgent: FIREFOX, mediaSource: false }, 'Video playback is not supported in this browser. Please use Chrome to watch.'],
    ['Safari on iOS plays', { userAgent: IOS_SAFARI, mediaSource: true }, null],
    ['Chrome on iOS plays', { userAgent: IOS_CHROME, mediaSource: true }, null],
    ['an app’s built-in browser on iOS is told to open Safari or Chrome', { userAgent: IOS_IN_APP, mediaSource: true }, 'To watch Airwave, open it in the latest stable version of Safari or Chrome.'],
    ['an old Safari on iOS is told to open the latest', { userAgent: IOS_SAFARI, mediaSource: false }, 'To watch Airwave, open it in the latest stable version of Safari or Chrome.'],
  ])('%s', (_name, facts, text) => {
    expect(unsupportedBrowserText(browserSupport(facts))).toBe(text);
  });
});
