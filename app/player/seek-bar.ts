import type { TimelineView } from '../../common/player/index.ts';

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

function seekBarRanges({ domain, available, position }: SeekBarInput): SeekRange[] {
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

/**
 * The bar a timeline draws (what SeekBar.tsx renders and seeks by). It spans, on demand, the whole presentation;
 * live, the airing on air from its start to its end while the live edge is inside it (the manifest's airing),
 * else the seekable window. Available is the seekable window within the bar: the part of a live airing behind
 * the window and the part not aired yet are unavailable, and no seek lands there.
 */
export interface SeekBarView {
  domain: { start: number; end: number };
  available: { start: number; end: number };
  ranges: SeekRange[];
}

export function seekBarOf(timeline: TimelineView): SeekBarView {
  const window = { start: timeline.seekStart, end: timeline.seekEnd };
  const { airing } = timeline;
  const domain = !timeline.isLive
    ? { start: timeline.seekStart, end: Math.max(timeline.duration, timeline.seekEnd) }
    : airing && airing.start <= window.end && window.end <= airing.end
      ? { start: airing.start, end: airing.end }
      : window;
  const available = { start: Math.max(window.start, domain.start), end: Math.min(window.end, domain.end) };
  return { domain, available, ranges: seekBarRanges({ domain, available, position: timeline.position }) };
}

/** Where a seek to `seconds` lands: the nearest available point (a click on an unavailable part goes to its edge). */
function seekTarget(bar: SeekBarView, seconds: number): number {
  return Math.min(bar.available.end, Math.max(bar.available.start, seconds));
}

/** The time under a point of the bar (0–1 along it), where a seek from there lands. */
export function seekTargetAt(bar: SeekBarView, fraction: number): number {
  const along = Math.min(1, Math.max(0, fraction));
  return seekTarget(bar, bar.domain.start + along * (bar.domain.end - bar.domain.start));
}

/**
 * Where a key pressed on the bar seeks (null: not a seek key): arrows 10 s, Page Up and Down 60 s, Home and End
 * the available edges; never into an unavailable part.
 */
export function seekKeyTarget(bar: SeekBarView, key: string, position: number): number | null {
  const step = key === 'PageUp' || key === 'PageDown' ? 60 : 10;
  const target =
    key === 'Home' ? bar.available.start
    : key === 'End' ? bar.available.end
    : key === 'ArrowRight' || key === 'ArrowUp' || key === 'PageUp' ? position + step
    : key === 'ArrowLeft' || key === 'ArrowDown' || key === 'PageDown' ? position - step
    : null;
  return target === null ? null : seekTarget(bar, target);
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
