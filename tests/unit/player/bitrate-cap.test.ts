import { describe, expect, it } from 'vitest';
import { bitrateRestrictions } from '../../../common/player/bitrate-cap.ts';

// The spec's streaming constants: the bitrate cap applies both min and max. The rule turns a session's cap (the
// manifest's `bitrateCap`) into the bandwidth bounds of shaka's adaptive choice (`abr.restrictions`).
describe('the bitrate cap bounds the adaptive choice', () => {
  it.each([
    ['no cap', undefined, { minBandwidth: 0, maxBandwidth: Infinity }],
    ['a null cap', null, { minBandwidth: 0, maxBandwidth: Infinity }],
    ['both bounds open', { minBitsPerSecond: null, maxBitsPerSecond: null }, { minBandwidth: 0, maxBandwidth: Infinity }],
    ['a maximum only', { minBitsPerSecond: null, maxBitsPerSecond: 100_000 }, { minBandwidth: 0, maxBandwidth: 100_000 }],
    ['a minimum only', { minBitsPerSecond: 80_000, maxBitsPerSecond: null }, { minBandwidth: 80_000, maxBandwidth: Infinity }],
    ['both: min and max both apply', { minBitsPerSecond: 80_000, maxBitsPerSecond: 120_000 }, { minBandwidth: 80_000, maxBandwidth: 120_000 }],
    ['min equal to max: exactly that bitrate', { minBitsPerSecond: 96_000, maxBitsPerSecond: 96_000 }, { minBandwidth: 96_000, maxBandwidth: 96_000 }],
    ['min above max: the maximum wins, the minimum comes down to it', { minBitsPerSecond: 200_000, maxBitsPerSecond: 100_000 }, { minBandwidth: 100_000, maxBandwidth: 100_000 }],
    ['a zero minimum is no floor', { minBitsPerSecond: 0, maxBitsPerSecond: 100_000 }, { minBandwidth: 0, maxBandwidth: 100_000 }],
    ['a negative bound is ignored', { minBitsPerSecond: -5, maxBitsPerSecond: -1 }, { minBandwidth: 0, maxBandwidth: Infinity }],
    ['a bound that is not a number is ignored', { minBitsPerSecond: Number.NaN, maxBitsPerSecond: Number.POSITIVE_INFINITY }, { minBandwidth: 0, maxBandwidth: Infinity }],
  ])('%s', (_name, cap, expected) => {
    expect(bitrateRestrictions(cap)).toEqual(expected);
  });
});
