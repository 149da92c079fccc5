import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { AdBreak, Thumbnail, TimelineView } from '../../common/player/index.ts';
import type { PlaybackSurface } from './playback-surface.ts';
import { adBreakMarks, seekBarOf, seekFraction, seekKeyTarget, seekTargetAt } from './seek-bar.ts';
import { loadInOrder, thumbnailLoadOrder, thumbnailStrip } from './thumbnails.ts';
import { formatClock, formatRemaining } from './time-format.ts';

function ThumbnailImage({ thumbnail, current }: { thumbnail: Thumbnail; current: boolean }) {
  return (
    <span
      className="seek-thumbnail"
      data-current={current || undefined}
      style={{
        width: thumbnail.width,
        height: thumbnail.height,
        backgroundImage: `url("${thumbnail.url}")`,
        backgroundPosition: `-${thumbnail.x}px -${thumbnail.y}px`,
        backgroundSize: `${thumbnail.spriteWidth}px ${thumbnail.spriteHeight}px`,
      }}
    />
  );
}

/**
 * The seek overlay's strip: three thumbnails on each side of the position, their images preloaded nearest
 * first, alternating after and before, at most three at a time. Neighbours are one thumbnail's duration apart.
 */
function ThumbnailStrip({ engine, position, range }: { engine: PlaybackSurface; position: number; range: { start: number; end: number } }) {
  const [strip, setStrip] = useState<{ anchor: number; times: number[]; found: Map<number, Thumbnail> } | null>(null);
  // The thumbnail under the position: looked up as the position moves (a lookup in the manifest, no request).
  const [current, setCurrent] = useState<{ startTime: number; duration: number } | null>(null);
  const { start, end } = range;
  useEffect(() => {
    let cancelled = false;
    void engine.thumbnailAt(position).then((thumbnail) => {
      if (cancelled || !thumbnail || !(thumbnail.duration > 0)) return;
      setCurrent((known) => (known?.startTime === thumbnail.startTime && known.duration === thumbnail.duration ? known : { startTime: thumbnail.startTime, duration: thumbnail.duration }));
    });
    return () => {
      cancelled = true;
    };
  }, [engine, position]);
  // The strip around it: loaded again only when the position reaches another thumbnail.
  const anchor = current?.startTime ?? null;
  const step = current?.duration ?? null;
  useEffect(() => {
    if (anchor === null || step === null) return;
    let cancelled = false;
    const bounds = { start, end };
    const times = thumbnailStrip(anchor, step, bounds);
    const found = new Map<number, Thumbnail>();
    void loadInOrder(
      thumbnailLoadOrder(anchor, step, bounds),
      async (time) => {
        const thumbnail = await engine.thumbnailAt(time);
        if (!thumbnail || cancelled) return;
        await new Promise<void>((resolve) => {
          const image = new Image();
          image.onload = image.onerror = () => resolve();
          image.src = thumbnail.url;
        });
        found.set(time, thumbnail);
        if (!cancelled) setStrip({ anchor, times, found: new Map(found) });
      },
      undefined,
      () => cancelled,
    );
    return () => {
      cancelled = true;
    };
  }, [engine, anchor, step, start, end]);
  if (!strip) return null;
  return (
    <div className="seek-thumbnails" aria-hidden="true">
      {strip.times.map((time) => {
        const thumbnail = strip.found.get(time);
        return thumbnail ? <ThumbnailImage key={time} thumbnail={thumbnail} current={time === strip.anchor} /> : <span key={time} className="seek-thumbnail seek-thumbnail-empty" />;
      })}
    </div>
  );
}

/** How far the pointer must move while pressed for its release to seek again (a drag, not a click). */
const DRAG_THRESHOLD_PX = 3;

interface Props {
  engine: PlaybackSurface;
  timeline: TimelineView;
  adBreaks: readonly AdBreak[];
  seeking: boolean;
  onSeek: (seconds: number) => void;
  onActivity: () => void;
}

/**
 * The seek bar: watched/unwatched × available/unavailable ranges, current and remaining time, thumbnails while
 * seeking. Live, it spans the airing on air (seek-bar.ts): a click, a drag or a key lands only on its available
 * part, the seekable window, never behind it nor past the live edge.
 */
export function SeekBar({ engine, timeline, adBreaks, seeking, onSeek, onActivity }: Props) {
  const [hover, setHover] = useState<number | null>(null);
  // Where the pointer went down on the bar (null: not pressed): a press seeks at once, a drag again where released.
  const pressedAt = useRef<number | null>(null);
  const bar = seekBarOf(timeline);
  const { domain, available, ranges } = bar;
  const positionAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return seekTargetAt(bar, (event.clientX - box.left) / box.width);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = seekKeyTarget(bar, event.key, timeline.position);
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    onSeek(target);
  };
  const preview = seeking ? timeline.position : hover;
  const elapsed = timeline.position - domain.start;
  return (
    <div className="seek">
      {preview !== null && (
        // The strip follows the position but stays wholly on screen near either end of the bar.
        <div className="seek-preview" style={{ left: `clamp(var(--seek-strip-half), ${seekFraction(domain, preview) * 100}%, calc(100% - var(--seek-strip-half)))` }}>
          <ThumbnailStrip engine={engine} position={preview} range={available} />
          <span className="seek-preview-time">{formatClock(preview - domain.start)}</span>
        </div>
      )}
      <span className="player-time player-time-current">{timeline.isLive ? 'LIVE' : formatClock(elapsed)}</span>
      <div
        className="seek-bar"
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={Math.floor(domain.start)}
        aria-valuemax={Math.ceil(domain.end)}
        aria-valuenow={Math.round(timeline.position)}
        aria-valuetext={`${formatClock(elapsed)} of ${formatClock(domain.end - domain.start)}`}
        onKeyDown={onKeyDown}
        onPointerMove={(event) => {
          setHover(positionAt(event));
          onActivity();
        }}
        onPointerLeave={() => {
          if (pressedAt.current === null) setHover(null);
        }}
        onPointerDown={(event) => {
          pressedAt.current = event.clientX;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          onSeek(positionAt(event));
        }}
        onPointerUp={(event) => {
          const from = pressedAt.current;
          pressedAt.current = null;
          if (from !== null && Math.abs(event.clientX - from) > DRAG_THRESHOLD_PX) onSeek(positionAt(event));
        }}
        onPointerCancel={() => {
          pressedAt.current = null;
          setHover(null);
        }}
      >
        {ranges.map((range, index) => (
          <span
            // By place, not by where it starts: a live bar's ranges move on with every time update and stay the same elements.
            key={`${range.kind}-${index}`}
            className={`seek-range seek-${range.kind}`}
            data-testid="seek-range"
            data-kind={range.kind}
            style={{ left: `${range.from * 100}%`, width: `${(range.to - range.from) * 100}%` }}
          />
        ))}
        {adBreakMarks(domain, adBreaks).map((mark) => (
          <span key={`ad-${mark.from}`} className={`seek-ad seek-ad-${mark.kind}`} data-testid="seek-ad-break" data-kind={mark.kind} style={{ left: `${mark.from * 100}%`, width: `${(mark.to - mark.from) * 100}%` }} />
        ))}
        <span className="seek-handle" style={{ left: `${seekFraction(domain, timeline.position) * 100}%` }} />
      </div>
      <span className="player-time player-time-remaining">{timeline.isLive ? formatClock(domain.end - timeline.position) : formatRemaining(timeline.position, domain.end)}</span>
    </div>
  );
}
