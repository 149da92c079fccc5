/**
 * Which analytics events a change of the player's state means (the tracking plan's playback events): the first
 * time a title plays, 'Playback Started'; playing → paused, 'Playback Paused'; a jump of the position that time
 * passing does not explain (more than SEEK_THRESHOLD_S forwards, or any step backwards beyond it), 'Playback
 * Seeked'; and while it plays, one `watchedSecond` for each whole second the position moves through. Pure: the
 * player's hook keeps the previous snapshot and sends what this returns.
 */
import type { AnalyticsEventName, AnalyticsEventProperties } from '../../generated/analytics/events.ts';
import type { PlaybackState } from '../../common/player/index.ts';

export interface PlaybackSnapshot {
  assetId: string;
  phase: PlaybackState['phase'];
  /** Seconds on the presentation timeline. */
  position: number;
  /** Whether this title has played since it loaded (a 'Playback Started' was sent). */
  started: boolean;
}

export type PlaybackAnalyticsEvent = { [Name in AnalyticsEventName]: { event: Name; properties: AnalyticsEventProperties[Name] } }[
  'Playback Started' | 'Playback Paused' | 'Playback Seeked' | 'watchedSecond'
];

/** A position change larger than this between two updates is a seek, not time passing (updates come ~4 a second). */
export const SEEK_THRESHOLD_S = 2;

export function playbackAnalytics(previous: PlaybackSnapshot | null, next: Omit<PlaybackSnapshot, 'started'>): { events: PlaybackAnalyticsEvent[]; started: boolean } {
  const sameTitle = previous !== null && previous.assetId === next.assetId;
  let started = sameTitle ? previous.started : false;
  const events: PlaybackAnalyticsEvent[] = [];
  const { assetId, position } = next;
  if (next.phase === 'playing' && !started) {
    started = true;
    events.push({ event: 'Playback Started', properties: { assetId, position } });
  }
  if (!sameTitle) return { events, started };
  if (previous.phase === 'playing' && next.phase === 'paused') events.push({ event: 'Playback Paused', properties: { assetId, position } });
  const moved = position - previous.position;
  if (moved > SEEK_THRESHOLD_S || moved < -SEEK_THRESHOLD_S / 4) {
    events.push({ event: 'Playback Seeked', properties: { assetId, from: previous.position, to: position } });
  } else if (moved > 0 && next.phase === 'playing' && previous.started) {
    for (let second = Math.floor(previous.position) + 1; second <= Math.floor(position); second += 1) {
      events.push({ event: 'watchedSecond', properties: { assetId, second } });
    }
  }
  return { events, started };
}
