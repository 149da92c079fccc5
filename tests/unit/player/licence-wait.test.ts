/**
 * The licence path's bound (common/player/licence-wait.ts), on the test clock: a licence exchange ends within 20 s
 * of its first request, and a refused licence is not asked again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LICENCE_DEADLINE_MS, LICENCE_TIMEOUT_MS, mayRetryRequest, watchLicence } from '../../../common/player/licence-wait.ts';
import { streamingConfiguration } from '../../../common/player/streaming.ts';
import { TEST_NOW } from '../../support/clock.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the licence deadline', () => {
  it('is 20 s, and one attempt may take 10 s (as a manifest attempt): two attempts and the wait between them fit', () => {
    expect(LICENCE_DEADLINE_MS).toBe(20_000);
    expect(LICENCE_TIMEOUT_MS).toBe(10_000);
    expect(streamingConfiguration({ isTv: false }).drm.retryParameters).toMatchObject({ maxAttempts: 4, timeout: 10_000, connectionTimeout: 10_000 });
  });

  it('a licence that never answers: the exchange is given up 20 s after its first request, once', () => {
    const expired = vi.fn();
    const watch = watchLicence(expired);
    watch.requested();
    vi.advanceTimersByTime(11_000);
    // The retry of the first attempt does not start the count again.
    watch.requested();
    vi.advanceTimersByTime(8_999);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a licence that answers ends the exchange; a later request (a renewal) has a deadline of its own', () => {
    const expired = vi.fn();
    const watch = watchLicence(expired);
    watch.requested();
    vi.advanceTimersByTime(15_000);
    watch.answered();
    vi.advanceTimersByTime(60_000);
    expect(expired).not.toHaveBeenCalled();
    watch.requested();
    vi.advanceTimersByTime(LICENCE_DEADLINE_MS);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('playback that ends, fails or loads again stops the watch', () => {
    const expired = vi.fn();
    const watch = watchLicence(expired);
    watch.requested();
    vi.advanceTimersByTime(19_000);
    watch.stop();
    vi.advanceTimersByTime(60_000);
    expect(expired).not.toHaveBeenCalled();
    watch.requested();
    vi.advanceTimersByTime(1_000);
    watch.reset();
    vi.advanceTimersByTime(60_000);
    expect(expired).not.toHaveBeenCalled();
  });

  it('an exchange given up stays given up, a late attempt included, until the next load', () => {
    const expired = vi.fn();
    const watch = watchLicence(expired);
    watch.requested();
    expect(watch.givenUp()).toBe(false);
    vi.advanceTimersByTime(LICENCE_DEADLINE_MS);
    expect(watch.givenUp()).toBe(true);
    // The failure stops playback; an attempt that went out before the deadline and times out after it starts nothing.
    watch.stop();
    watch.requested();
    vi.advanceTimersByTime(60_000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(watch.givenUp()).toBe(true);
    watch.reset();
    expect(watch.givenUp()).toBe(false);
    watch.requested();
    vi.advanceTimersByTime(LICENCE_DEADLINE_MS);
    expect(expired).toHaveBeenCalledTimes(2);
  });
});

/** shaka's BAD_HTTP_STATUS data: [uri, status, responseText, headers, requestType, responseUri]. */
const badStatus = (status: number, requestType: number) => ({ code: 1001, data: ['https://x/playback/license/clearkey', status, '', {}, requestType, ''] });

describe('asking again after a failed request', () => {
  it.each([
    ['a refused licence (403)', badStatus(403, 2), false],
    ['a licence of an unknown or gone asset (404, 410)', badStatus(404, 2), false],
    ['a refused server certificate (401)', badStatus(401, 5), false],
    ['a licence service failing (500)', badStatus(500, 2), true],
    ['a gateway in front of it (502, 504)', badStatus(504, 2), true],
    ['a media segment refused (403): shaka as configured', badStatus(403, 1), true],
    ['a licence attempt that timed out (TIMEOUT)', { code: 1003, data: ['https://x/playback/license/clearkey', 2] }, true],
    ['no connection (HTTP_ERROR)', { code: 1002, data: ['https://x/playback/license/clearkey', null, 2] }, true],
  ])('%s: %s', (_name, error, retried) => {
    expect(mayRetryRequest(error)).toBe(retried);
  });
});
