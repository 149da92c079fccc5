import { useEffect, useReducer, useRef } from 'react';
import type { TileFieldsFragment } from '../../../../generated/graphql/operations.ts';
import { HERO_AUTOPLAY_INTERVAL_MS } from '../../../lib/constants.ts';
import { canAutoplay, heroCarouselReducer, initialHeroCarouselState, showsPreviewVideo } from '../logic/hero-carousel.ts';
import type { Viewer } from '../../../tiles/index.ts';
import { HeroSlide } from './HeroSlide.tsx';

interface Props {
  tiles: readonly TileFieldsFragment[];
  viewer: Viewer;
  now: Date;
}

/** Length of the enter/leave animations; keep in step with the `.hero-slide` animations in browse.css. */
const HERO_SLIDE_ANIMATION_MS = 450;
/**
 * A missed animationend (a hidden tab, a slide with display:none, an animation cancelled by a style
 * change) must never freeze the carousel: this long after a change started, it counts as finished.
 */
const ANIMATION_SAFETY_MS = HERO_SLIDE_ANIMATION_MS + 200;

type HeroTile = TileFieldsFragment & { hero: NonNullable<TileFieldsFragment['hero']> };

function heroTile(tile: TileFieldsFragment | undefined): HeroTile | null {
  return tile?.hero ? (tile as HeroTile) : null;
}

/**
 * The Home hero: one slide at a time (heroCarouselReducer), 10 s autoplay, previous/next, swipe, dots.
 * While a change runs, the leaving slide animates out on one side and the entering slide in from the
 * other; the change ends with the entering slide's animationend (or the safety timeout).
 */
export function HeroCarousel({ tiles, viewer, now }: Props) {
  const [state, dispatch] = useReducer(heroCarouselReducer, tiles.length, initialHeroCarouselState);
  /** Where and when the touch began (event time stamps, so the drag timeout reads the events' own clock). */
  const touchX = useRef<{ x: number; at: number } | null>(null);
  useEffect(() => dispatch({ type: 'slide-count-changed', slideCount: tiles.length }), [tiles.length]);
  const autoplay = canAutoplay(state);
  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => dispatch({ type: 'autoplay-timer-fired' }), HERO_AUTOPLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [autoplay]);
  // Restarted by every change (a new index), cleared when the animationend came first.
  useEffect(() => {
    if (!state.animating) return;
    const timer = setTimeout(() => dispatch({ type: 'animation-ended' }), ANIMATION_SAFETY_MS);
    return () => clearTimeout(timer);
  }, [state.animating, state.index]);

  const index = Math.min(state.index, tiles.length - 1);
  const tile = heroTile(tiles[index]);
  if (!tile) return null;
  const leaving = state.animating && state.previousIndex !== null ? heroTile(tiles[state.previousIndex]) : null;
  const onControlFocus = () => dispatch({ type: 'control-focused' });
  const onControlBlur = () => dispatch({ type: 'control-blurred' });
  const shared = { direction: state.direction, viewer, now, onControlFocus, onControlBlur };
  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Featured"
      onTouchStart={(event) => {
        const x = event.touches[0]?.clientX;
        touchX.current = x === undefined ? null : { x, at: event.timeStamp };
      }}
      onTouchEnd={(event) => {
        const start = touchX.current;
        const end = event.changedTouches[0]?.clientX;
        if (start !== null && end !== undefined) dispatch({ type: 'swiped', deltaX: end - start.x, heldMs: event.timeStamp - start.at });
        touchX.current = null;
      }}
    >
      {/* The leaving slide first, so React keeps its element (and the entering one is new and animates in). */}
      {leaving && leaving.id !== tile.id ? (
        <HeroSlide key={leaving.id} tile={leaving} phase="leave" label={`${(state.previousIndex ?? 0) + 1} of ${tiles.length}`} preview={null} {...shared} />
      ) : null}
      <HeroSlide
        key={tile.id}
        tile={tile}
        phase={state.animating ? 'enter' : 'current'}
        label={`${index + 1} of ${tiles.length}`}
        preview={showsPreviewVideo(state) ? { plays: state.previewPlays, onEnded: () => dispatch({ type: 'preview-ended' }) } : null}
        onEntered={() => dispatch({ type: 'animation-ended' })}
        {...shared}
      />
      {tiles.length > 1 && (
        <div className="hero-controls" onFocus={onControlFocus} onBlur={onControlBlur}>
          <button type="button" aria-label="Previous slide" onClick={() => dispatch({ type: 'previous-requested' })}>
            ‹
          </button>
          {tiles.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              className="hero-dot"
              aria-label={`Slide ${position + 1}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => dispatch({ type: 'slide-requested', index: position })}
            />
          ))}
          <button type="button" aria-label="Next slide" onClick={() => dispatch({ type: 'next-requested' })}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
