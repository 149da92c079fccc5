/**
 * The seek bar's ranges: the bar spans `domain`; the part behind the position is watched, the rest unwatched;
 * the part inside `available` (what can be played now: the seekable window) is available, the rest (behind a
 * live window, or ahead of the live edge) unavailable. Ad breaks sit on top, required or skippable.
 */
export type SeekRangeKind = 'watched-available' | 'watched-unavailable' | 'unwatched-available' | 'unwatched-unavailable';

export interface SeekRange {
  kind: SeekRangeKind;
  /** Fractions of the bar, 0–1. */
  from: number;
  to: number;
}

/** An ad break as the bar draws it: required until watched, then skippable. */
export interface AdBreakMark {
  kind: 'required' | 'skippable';
  /** Fractions of the bar, 0–1. */
  from: number;
  to: number;
}

export interface SeekBarInput {
  domain: { start: number; end: number };
  available: { start: number; end: number };
  position: number;
}

export function seekBarRanges({ domain, available, position }: SeekBarInput): SeekRange[] {
  const span = domain.end - domain.start;
  if (!(span > 0)) return [];
  const fraction = (time: number) => Math.min(1, Math.max(0, (time - domain.start) / span));
  const cuts = [...new Set([0, 1, fraction(position), fraction(available.start), fraction(available.end)])].sort((a, b) => a - b);
  const ranges: SeekRange[] = [];
  for (let index = 0; index < cuts.length - 1; index += 1) {
    const from = cuts[index] as number;
    const to = cuts[index + 1] as number;
    if (to <= from) continue;
    const middle = (from + to) / 2;
    const watched = middle < fraction(position);
    const isAvailable = middle >= fraction(available.start) && middle <= fraction(available.end);
    const kind: SeekRangeKind = `${watched ? 'watched' : 'unwatched'}-${isAvailable ? 'available' : 'unavailable'}`;
    const last = ranges.at(-1);
    if (last && last.kind === kind && last.to === from) last.to = to;
    else ranges.push({ kind, from, to });
  }
  return ranges;
}

/** Where a position sits on the bar (0–1). */
export function seekFraction(domain: { start: number; end: number }, position: number): number {
  const span = domain.end - domain.start;
  return span > 0 ? Math.min(1, Math.max(0, (position - domain.start) / span)) : 0;
}

/** The ad breaks that fall on the bar, clipped to it. */
export function adBreakMarks(domain: { start: number; end: number }, breaks: ReadonlyArray<{ start: number; end: number; watched: boolean }>): AdBreakMark[] {
  const marks: AdBreakMark[] = [];
  for (const adBreak of breaks) {
    const from = seekFraction(domain, adBreak.start);
    const to = seekFraction(domain, adBreak.end);
    if (to > from) marks.push({ kind: adBreak.watched ? 'skippable' : 'required', from, to });
  }
  return marks;
}
