import { useEffect, useReducer, useRef } from 'react';
import type { TileFieldsFragment } from '../../../../generated/graphql/operations.ts';
import { HERO_AUTOPLAY_INTERVAL_MS } from '../../../lib/constants.ts';
import { canAutoplay, heroCarouselReducer, initialHeroCarouselState } from '../../../lib/state/hero-carousel.ts';
import { heroTitleSize } from '../../../lib/tiles/hero-title-size.ts';
import { titleImageShape } from '../../../lib/tiles/title-image-shape.ts';
import type { Viewer } from '../hooks/useViewer.ts';
import { FavoriteChannelButton } from './FavoriteChannelButton.tsx';
import { PlayControl } from './PlayControl.tsx';
import { SaveShowButton } from './SaveShowButton.tsx';

interface Props {
  tiles: readonly TileFieldsFragment[];
  viewer: Viewer;
  now: Date;
}

/** The Home hero: one slide at a time, 10 s autoplay (heroCarouselReducer), previous/next, swipe, dots. */
export function HeroCarousel({ tiles, viewer, now }: Props) {
  const [state, dispatch] = useReducer(heroCarouselReducer, tiles.length, initialHeroCarouselState);
  const touchX = useRef<number | null>(null);
  useEffect(() => dispatch({ type: 'slide-count-changed', slideCount: tiles.length }), [tiles.length]);
  const autoplay = canAutoplay(state);
  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => dispatch({ type: 'autoplay-timer-fired' }), HERO_AUTOPLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [autoplay]);

  const tile = tiles[Math.min(state.index, tiles.length - 1)];
  if (!tile?.hero) return null;
  const { hero } = tile;
  const title = hero.titleAsText ?? tile.title ?? '';
  const shape = hero.titleAsImage ? titleImageShape(hero.titleAsImage) : null;
  const focus = { onFocus: () => dispatch({ type: 'control-focused' }), onBlur: () => dispatch({ type: 'control-blurred' }) };
  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Featured"
      onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const start = touchX.current;
        const end = event.changedTouches[0]?.clientX;
        if (start !== null && end !== undefined) dispatch({ type: 'swiped', deltaX: end - start });
        touchX.current = null;
      }}
    >
      <div
        className="hero-slide"
        data-direction={state.direction ?? undefined}
        aria-roledescription="slide"
        aria-label={`${state.index + 1} of ${tiles.length}`}
        onAnimationEnd={() => dispatch({ type: 'animation-ended' })}
      >
        {hero.image?.url ? <img className="hero-backdrop" src={hero.image.url} alt="" width={1440} height={810} /> : null}
        <div className="hero-content">
          {hero.categoryTitle ? <p className="hero-category">{hero.categoryTitle}</p> : null}
          {hero.titleAsImage?.url ? (
            <h2 className="hero-title-image" data-shape={shape ?? undefined}>
              <img src={hero.titleAsImage.url} alt={title} />
            </h2>
          ) : (
            <h2 className="hero-title" data-size={heroTitleSize(title)}>
              {title}
            </h2>
          )}
          {hero.secondaryText ? <p>{hero.secondaryText}</p> : null}
          {hero.metadata.length > 0 ? <p className="hero-metadata">{hero.metadata.join(' · ')}</p> : null}
          <div className="hero-actions" {...focus}>
            {hero.shouldHavePlayButton ? <PlayControl tile={tile} hasContentAccess={viewer.hasContentAccess} now={now} /> : null}
            {hero.shouldHaveSaveShowButton && tile.show ? <SaveShowButton show={tile.show} title={title} isUncredentialed={viewer.isUncredentialed} /> : null}
            {hero.shouldHaveFavoriteChannelButton && tile.channel ? (
              <FavoriteChannelButton channel={tile.channel} isUncredentialed={viewer.isUncredentialed} />
            ) : null}
          </div>
        </div>
      </div>
      {tiles.length > 1 && (
        <div className="hero-controls" {...focus}>
          <button type="button" aria-label="Previous slide" onClick={() => dispatch({ type: 'previous-requested' })}>
            ‹
          </button>
          {tiles.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="hero-dot"
              aria-label={`Slide ${index + 1}`}
              aria-current={index === state.index ? 'true' : undefined}
              onClick={() => dispatch({ type: 'slide-requested', index })}
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
