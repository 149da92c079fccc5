/**
 * The bitrate cap: a playback session's bounds on the variant bitrate (the manifest's `bitrateCap`), as the
 * restrictions shaka's adaptive choice keeps to (`abr.restrictions`). The cap applies both its minimum and its
 * maximum. Pure: the engine hands the result to shaka with every manifest it reads.
 *
 * - No cap, or a side given as `null`: that side is open (0 below, Infinity above).
 * - A bound that is not a finite number at least 0 is ignored (open), so a bad value never stops playback.
 * - A minimum above the maximum cannot both hold: the maximum wins (a cap exists to keep the stream under it)
 *   and the minimum comes down to it.
 *
 * `abr.restrictions` bind the adaptive choice only: where no variant lies within them, shaka still plays the
 * nearest one rather than failing, and a viewer's fixed quality choice is not bound by them.
 */
import type { components } from '../../generated/rest/playback.ts';

type BitrateCap = components['schemas']['BitrateCap'];

/** What the rule hands shaka (`abr.restrictions`' bandwidth bounds, bits per second). */
export interface BandwidthRestrictions {
  minBandwidth: number;
  maxBandwidth: number;
}

function bound(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The bandwidth bounds of a session's bitrate cap (see the module's rules). */
export function bitrateRestrictions(cap: BitrateCap | null | undefined): BandwidthRestrictions {
  const min = bound(cap?.minBitsPerSecond);
  const max = bound(cap?.maxBitsPerSecond);
  const maxBandwidth = max ?? Infinity;
  return { minBandwidth: Math.min(min ?? 0, maxBandwidth), maxBandwidth };
}
