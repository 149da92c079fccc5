import type { AnimationEvent, FocusEventHandler } from 'react';
import type { TileFieldsFragment } from '../../../../generated/graphql/operations.ts';
import type { SlideDirection } from '../../../lib/state/hero-carousel.ts';
import { heroTitleSize } from '../../../lib/tiles/hero-title-size.ts';
import { titleImageShape } from '../../../lib/tiles/title-image-shape.ts';
import { FavoriteChannelButton, PlayControl, SaveShowButton, type Viewer } from '../../../tiles/index.ts';
import { HeroPreview } from './HeroPreview.tsx';

/** 'enter' and 'leave' run the directional animations of browse.css; 'current' is a settled slide. */
export type SlidePhase = 'enter' | 'leave' | 'current';

interface Props {
  tile: TileFieldsFragment & { hero: NonNullable<TileFieldsFragment['hero']> };
  phase: SlidePhase;
  direction: SlideDirection | null;
  /** 'N of M'. */
  label: string;
  viewer: Viewer;
  now: Date;
  /** Present while the preview video should play (`showsPreviewVideo`): its play count and ended handler. */
  preview: { plays: number; onEnded: () => void } | null;
  /** The entering slide's own animation ended (bubbling animationend events of children are ignored). */
  onEntered?: () => void;
  onControlFocus: FocusEventHandler;
  onControlBlur: FocusEventHandler;
}

/** One hero slide. A leaving slide is inert and hidden from assistive technology while it animates out. */
export function HeroSlide({ tile, phase, direction, label, viewer, now, preview, onEntered, onControlFocus, onControlBlur }: Props) {
  const { hero } = tile;
  const title = hero.titleAsText ?? tile.title ?? '';
  const shape = hero.titleAsImage ? titleImageShape(hero.titleAsImage) : null;
  const leaving = phase === 'leave';
  return (
    <div
      className="hero-slide"
      data-phase={phase}
      data-direction={direction ?? undefined}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={leaving ? 'true' : undefined}
      inert={leaving}
      onAnimationEnd={(event: AnimationEvent<HTMLDivElement>) => {
        if (phase === 'enter' && event.target === event.currentTarget) onEntered?.();
      }}
    >
      {hero.image?.url ? <img className="hero-backdrop" src={hero.image.url} alt="" width={1440} height={810} /> : null}
      {preview && tile.previewURL && !leaving ? <HeroPreview src={tile.previewURL} plays={preview.plays} onEnded={preview.onEnded} /> : null}
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
        {hero.secondaryText ? <p className="hero-secondary">{hero.secondaryText}</p> : null}
        {hero.metadata.length > 0 ? <p className="hero-metadata">{hero.metadata.join(' · ')}</p> : null}
        <div className="hero-actions" onFocus={onControlFocus} onBlur={onControlBlur}>
          {hero.shouldHavePlayButton ? <PlayControl tile={tile} hasContentAccess={viewer.hasContentAccess} now={now} /> : null}
          {hero.shouldHaveSaveShowButton && tile.show ? <SaveShowButton show={tile.show} title={title} isUncredentialed={viewer.isUncredentialed} /> : null}
          {hero.shouldHaveFavoriteChannelButton && tile.channel ? (
            <FavoriteChannelButton channel={tile.channel} isUncredentialed={viewer.isUncredentialed} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
