/**
 * Ad breaks: the SCTE-35 events of the manifest's event streams, as stretches of the presentation timeline.
 * A break the viewer has not watched is required: a seek forward across it (or into it) plays it first, from
 * its start, and then resumes where the viewer was going. Once watched through to its end it is skippable.
 * The seek bar shows both kinds. Pure functions; the playback machine holds the breaks and the ad state.
 */
import type { Manifest } from './manifest-to-dash.ts';

/** The event-stream schemes that mark ad breaks (SCTE-35 in DASH). */
const AD_SCHEMES = /^urn:scte:scte35:/;

export interface AdBreak {
  id: string;
  /** Seconds on the presentation timeline. */
  start: number;
  end: number;
  watched: boolean;
}

/** What the viewer is in: no ad, a required or skippable ad, or back from an ad to where a seek was going. */
export type AdState = 'none' | 'required' | 'skippable' | 'resuming';

/** The manifest's ad breaks in time order (new breaks unwatched; the caller keeps what was watched). */
export function adBreaksOf(manifest: Pick<Manifest, 'periods'>): Array<Omit<AdBreak, 'watched'>> {
  const breaks: Array<Omit<AdBreak, 'watched'>> = [];
  for (const period of manifest.periods) {
    for (const stream of period.eventStreams) {
      if (!AD_SCHEMES.test(stream.schemeIdUri)) continue;
      for (const event of stream.events) {
        const start = period.startTime + event.presentationTime / stream.timescale;
        breaks.push({ id: `${period.id}/${event.id}`, start, end: start + event.duration / stream.timescale });
      }
    }
  }
  return breaks.sort((a, b) => a.start - b.start);
}

/** The breaks of a newer manifest, keeping which of them were watched already. */
export function mergeAdBreaks(known: readonly AdBreak[], fresh: ReadonlyArray<Omit<AdBreak, 'watched'>>): AdBreak[] {
  const watched = new Set(known.filter((adBreak) => adBreak.watched).map((adBreak) => adBreak.id));
  return fresh.map((adBreak) => ({ ...adBreak, watched: watched.has(adBreak.id) }));
}

/**
 * Where a seek from `from` to `to` lands. Backwards, and forwards over watched breaks only: where asked. Forwards
 * over (or into) an unwatched break: the start of the last such break (or the current position, when already
 * in it), with the target kept to resume to once it has played, if the target lies beyond it.
 */
export function seekThroughAds(breaks: readonly AdBreak[], from: number, to: number): { seconds: number; resumeAt: number | null } {
  if (to <= from) return { seconds: to, resumeAt: null };
  const crossed = breaks.filter((adBreak) => !adBreak.watched && adBreak.start <= to && adBreak.end > from);
  const last = crossed.at(-1);
  if (!last) return { seconds: to, resumeAt: null };
  return { seconds: Math.max(last.start, from), resumeAt: to >= last.end ? to : null };
}

/** The break playing at `position`, if any. */
export function adBreakAt(breaks: readonly AdBreak[], position: number): AdBreak | undefined {
  return breaks.find((adBreak) => position >= adBreak.start && position < adBreak.end);
}

/** How close to its end a break counts as played through (time updates come a few times a second). */
const END_TOLERANCE_SECONDS = 0.5;

/**
 * The ads as playback moves from `previous` to `position`: a break played up to its end becomes watched, and a
 * pending resume target is then sought ('resuming' until playback is there). `adState` is the state before.
 * While no break becomes watched the breaks come back as the same array, so a time update (a few a second)
 * leaves what the seek bar draws from unchanged.
 */
export function adsAtPosition(input: {
  breaks: readonly AdBreak[];
  previous: number;
  position: number;
  resumeAt: number | null;
  adState: AdState;
}): { breaks: readonly AdBreak[]; adState: AdState; seekTo: number | null; resumeAt: number | null } {
  const { breaks, previous, position, resumeAt } = input;
  const finished = breaks.find(
    (adBreak) => !adBreak.watched && previous >= adBreak.start && previous < adBreak.end && position >= adBreak.end - END_TOLERANCE_SECONDS,
  );
  const next = finished ? breaks.map((adBreak) => (adBreak === finished ? { ...adBreak, watched: true } : adBreak)) : breaks;
  if (finished && resumeAt !== null) return { breaks: next, adState: 'resuming', seekTo: resumeAt, resumeAt };
  if (resumeAt !== null && position >= resumeAt - END_TOLERANCE_SECONDS) return { breaks: next, adState: 'none', seekTo: null, resumeAt: null };
  const current = adBreakAt(next, position);
  if (current) return { breaks: next, adState: current.watched ? 'skippable' : 'required', seekTo: null, resumeAt };
  // On the way: into a break (a snapped seek landing) or back out of one to the target.
  const adState: AdState = resumeAt !== null && (input.adState === 'resuming' || input.adState === 'required') ? input.adState : 'none';
  return { breaks: next, adState, seekTo: null, resumeAt };
}
