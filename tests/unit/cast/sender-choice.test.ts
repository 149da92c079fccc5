import { describe, expect, it } from 'vitest';
import { browserCanCast, chooseCastSender } from '../../../app/cast/sender-choice.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OLD_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/74.0.3729.169 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const CHROMECAST = 'Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.198 Safari/537.36 CrKey/1.56.500000';

describe('which sender the app casts through', () => {
  it('casts to the simulation with the built-in mocks (dev server or mock build), app id or not, and never loads Google’s script', () => {
    expect(chooseCastSender({ mocks: true, dev: true, receiverAppId: undefined, userAgent: CHROME })).toBe('simulation');
    expect(chooseCastSender({ mocks: true, dev: false, receiverAppId: 'ABCD1234', userAgent: CHROME })).toBe('simulation');
    expect(chooseCastSender({ mocks: true, dev: false, receiverAppId: undefined, userAgent: FIREFOX })).toBe('simulation');
  });

  it("casts through Google's sender framework in a production build with a receiver app id, in a browser that can cast", () => {
    expect(chooseCastSender({ mocks: false, dev: false, receiverAppId: 'ABCD1234', userAgent: CHROME })).toBe('cast-sdk');
    expect(chooseCastSender({ mocks: false, dev: true, receiverAppId: ' ABCD1234 ', userAgent: CHROME })).toBe('cast-sdk');
  });

  it('has no casting in a browser that cannot cast, even with an app id', () => {
    for (const userAgent of [FIREFOX, OLD_CHROME, CHROME_IOS, CHROMECAST]) {
      expect(chooseCastSender({ mocks: false, dev: false, receiverAppId: 'ABCD1234', userAgent })).toBe('none');
    }
  });

  it('without an app id: the simulation in the dev server, no casting in a production build', () => {
    expect(chooseCastSender({ mocks: false, dev: true, receiverAppId: '', userAgent: CHROME })).toBe('simulation');
    expect(chooseCastSender({ mocks: false, dev: false, receiverAppId: '  ', userAgent: CHROME })).toBe('none');
    expect(chooseCastSender({ mocks: false, dev: false, receiverAppId: undefined, userAgent: CHROME })).toBe('none');
  });
});

describe('a browser that can cast', () => {
  it('is a Chromium from Chrome 75 on, not Chrome on iOS nor a Cast device itself', () => {
    expect(browserCanCast(CHROME)).toBe(true);
    expect(browserCanCast(OLD_CHROME)).toBe(false);
    expect(browserCanCast(FIREFOX)).toBe(false);
    expect(browserCanCast(CHROME_IOS)).toBe(false);
    expect(browserCanCast(CHROMECAST)).toBe(false);
  });
});
