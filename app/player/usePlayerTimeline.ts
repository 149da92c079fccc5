import { useEffect, useState, type RefObject } from 'react';
import type { SeekSpeed, TimelineView } from '../../common/player/index.ts';
import type { PlaybackSurface } from './playback-surface.ts';
import { seekBarOf } from './seek-bar.ts';

/** How often the seek overlay's preview moves while a seek speed is held. */
const SEEK_TICK_MS = 250;

function emptyTimeline(): TimelineView {
  return { position: 0, duration: 0, seekStart: 0, seekEnd: 0, isLive: false, buffered: [], airing: null };
}

const VIDEO_EVENTS = ['timeupdate', 'durationchange', 'progress'] as const;

/**
 * The player's timeline (position, duration, seekable window, buffered ranges) as React state: it follows the
 * video's time events and the surface's changes (the engine's, or while casting the receiver's media status).
 * While a seek speed is held (J, L), the seek preview moves on a tick of the page's clock, within the bar's available part.
 */
export function usePlayerTimeline(engine: PlaybackSurface | null, videoRef: RefObject<HTMLVideoElement | null>, seekSpeed: SeekSpeed): TimelineView {
  const [timeline, setTimeline] = useState<TimelineView>(emptyTimeline);

  useEffect(() => {
    if (!engine) return;
    const video = videoRef.current;
    const update = () => setTimeline(engine.timeline());
    update();
    for (const name of VIDEO_EVENTS) video?.addEventListener(name, update);
    const unsubscribe = engine.subscribe(update);
    return () => {
      for (const name of VIDEO_EVENTS) video?.removeEventListener(name, update);
      unsubscribe();
    };
  }, [engine, videoRef]);

  useEffect(() => {
    if (!engine || seekSpeed === 'none') return;
    const timer = setInterval(() => {
      // The preview stops at the seek bar's available edges, as a click or a key on the bar does.
      engine.send({ type: 'seek-tick', elapsedMs: SEEK_TICK_MS, seekable: seekBarOf(engine.timeline()).available });
    }, SEEK_TICK_MS);
    return () => clearInterval(timer);
  }, [engine, seekSpeed]);

  return timeline;
}
