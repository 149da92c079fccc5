import { describe, expect, it } from 'vitest';
import { appPathOf, appPathOr, linkTargetOf } from '../../../app/lib/routing/app-path.ts';

const ORIGIN = 'http://localhost:5173';

describe('a URL the app did not build itself is followed only to a path of this app', () => {
  it.each([
    ['/player/mytv', '/player/mytv'],
    ['/player/show/shw-1?filter=x#top', '/player/show/shw-1?filter=x#top'],
    ['/', '/'],
    ['/player', '/player'],
    ['/settings', '/settings'],
    [`${ORIGIN}/player/guide?categoryId=7`, '/player/guide?categoryId=7'],
    // Relative paths resolve against the root, and dot segments are resolved before judging.
    ['player/live', '/player/live'],
    ['/player/../player/top', '/player/top'],
    // An encoded backslash stays a character of the path: the browser never reads it as a host.
    ['/player/%5Cevil.example/x', '/player/%5Cevil.example/x'],
  ])('%s → %s', (raw, path) => {
    expect(appPathOf(raw, ORIGIN)).toBe(path);
  });

  it.each([
    // The forms the browser reads as another host.
    ['/\\evil.example/x'],
    ['\\\\evil.example/x'],
    ['//evil.example/x'],
    ['/\t/evil.example/x'],
    ['/\n/evil.example/x'],
    ['\t//evil.example'],
    [' //evil.example'],
    ['https://evil.example/player/mytv'],
    ['http:evil.example'],
    ['https:/\\evil.example'],
    // The same host on another port or scheme is another origin.
    ['http://localhost:4400/player/mytv'],
    ['https://localhost:5173/player/mytv'],
    ['http://localhost:5173@evil.example/player/mytv'],
    ['http://user:pass@localhost:5173/player/mytv'],
    // Schemes that run or embed instead of navigating.
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['blob:http://localhost:5173/123'],
    // Same origin, but not a page of this app.
    ['/player/../logout'],
    ['/api/graphql'],
    ['/receiver/'],
    ['/%2e%2e/evil'],
    [''],
    [null],
    [undefined],
  ])('%j leaves the app: refused', (raw) => {
    expect(appPathOf(raw, ORIGIN)).toBeNull();
  });

  it('falls back to the given path when refused', () => {
    expect(appPathOr('/%5Cevil.example/x', ORIGIN, '/')).toBe('/');
    expect(appPathOr(decodeURIComponent('/%5Cevil.example/x'), ORIGIN, '/')).toBe('/');
    expect(appPathOr(decodeURIComponent('/%09/evil.example/x'), ORIGIN, '/')).toBe('/');
    expect(appPathOr('/player/saved', ORIGIN, '/')).toBe('/player/saved');
  });
});

describe('a link the viewer chooses (hero and notification actions)', () => {
  it.each([
    ['/player/show/shw-1', { kind: 'app', path: '/player/show/shw-1' }],
    [`${ORIGIN}/player/collection/col-1?x=1`, { kind: 'app', path: '/player/collection/col-1?x=1' }],
    ['https://help.airwave.example/promo', { kind: 'web', href: 'https://help.airwave.example/promo' }],
    ['//elsewhere.example/promo', { kind: 'web', href: 'http://elsewhere.example/promo' }],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['https://user@elsewhere.example/', null],
    ['not a url with spaces', null],
  ])('%s → %j', (raw, target) => {
    expect(linkTargetOf(raw, ORIGIN)).toEqual(target);
  });
});
