import type { Manifest } from './manifest-to-dash.ts';

/** A stretch of the presentation timeline, in seconds. */
export interface TimelineSpan {
  start: number;
  end: number;
}

/**
 * Where the manifest's airing (the programme it shows) lies on a live presentation's timeline: an instant is
 * its seconds after `availabilityStartTime` (as DASH times a dynamic presentation). Null for a static
 * presentation (it is the airing, or on-demand: the whole of it is the bar), for no airing, or a malformed one.
 */
export function airingOnTimeline(manifest: Manifest): TimelineSpan | null {
  if (manifest.type !== 'dynamic' || !manifest.airing) return null;
  const anchor = Date.parse(manifest.availabilityStartTime);
  const start = (Date.parse(manifest.airing.startsAt) - anchor) / 1000;
  const end = (Date.parse(manifest.airing.endsAt) - anchor) / 1000;
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}

/**
 * Where a live presentation resumes at a position given from elsewhere (where a cast receiver left it): there while
 * the seekable window still holds it, else at the window's nearest edge.
 */
export function positionWithin(seconds: number, window: TimelineSpan): number {
  return Math.min(window.end, Math.max(window.start, seconds));
}
