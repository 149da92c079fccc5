import { Suspense, lazy, type AnimationEvent, type FocusEventHandler } from 'react';
import { Link } from 'react-router-dom';
import { heroPlayStatus, heroTags } from '../logic/hero.ts';
import { linkTargetOf } from '../../../lib/routing/app-path.ts';
import { isLive } from '../../../lib/assets/is-live.ts';
import type { TileFieldsFragment } from '../../../../generated/graphql/operations.ts';
import type { SlideDirection } from '../logic/hero-carousel.ts';
import { heroTitleSize } from '../logic/hero-title-size.ts';
import { titleImageShape } from '../logic/title-image-shape.ts';
import { FavoriteChannelButton, PlayControl, SaveShowButton, type Viewer } from '../../../tiles/index.ts';
import { heroBackdropSources } from '../logic/hero-backdrop.ts';

/** The preview video's player, loaded when a slide first plays one (the backdrop shows until then): not in Home's first JavaScript. */
const HeroPreview = lazy(() => import('./HeroPreview.tsx').then((module) => ({ default: module.HeroPreview })));

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

type HeroTile = Props['tile'];

/** The slide's tags (New, Live, recorded) and its play status, when it has any. */
function HeroTags({ tile, now }: { tile: HeroTile; now: Date }) {
  const { hero } = tile;
  const tags = heroTags(hero, isLive(tile, now));
  const status = heroPlayStatus(hero.playStatusIndicator);
  return (
    tags.length > 0 || status ? (
      <ul className="hero-tags" aria-label="About">
        {tags.map((tag) => (
          <li key={tag} data-tag={tag === 'New' || tag === 'Live' ? tag.toLowerCase() : 'recorded'}>
            {tag === hero.recordedTagLabel && hero.recordedTagIcon ? <img src={hero.recordedTagIcon} alt="" width={12} height={12} /> : null}
            {tag}
          </li>
        ))}
        {status ? (
          <li className="hero-play-status">
            <span className="hero-progress" aria-hidden="true">
              <span style={{ width: `${status.percent}%` }} />
            </span>
            {status.text}
          </li>
        ) : null}
      </ul>
    ) : null
  );
}

/** The slide's controls: Play, its navigation action, Save show and Favorite channel. */
function HeroActions({ tile, title, viewer, now, onControlFocus, onControlBlur }: { tile: HeroTile; title: string } & Pick<Props, 'viewer' | 'now' | 'onControlFocus' | 'onControlBlur'>) {
  const { hero } = tile;
  const action = hero.navigationAction;
  const actionTarget = action ? linkTargetOf(action.url, window.location.origin) : null;
  return (
    <div className="hero-actions" onFocus={onControlFocus} onBlur={onControlBlur}>
      {hero.shouldHavePlayButton ? <PlayControl tile={tile} hasContentAccess={viewer.hasContentAccess} now={now} /> : null}
      {action && actionTarget ? (
        actionTarget.kind === 'app' ? (
          <Link className="hero-navigation-action" to={actionTarget.path} aria-label={`${action.label}: ${title}`}>
            {action.label}
          </Link>
        ) : (
          <a className="hero-navigation-action" href={actionTarget.href} aria-label={`${action.label}: ${title}`}>
            {action.label}
          </a>
        )
      ) : null}
      {hero.shouldHaveSaveShowButton && tile.show ? <SaveShowButton show={tile.show} title={title} /> : null}
      {hero.shouldHaveFavoriteChannelButton && tile.channel ? (
        <FavoriteChannelButton channel={tile.channel} />
      ) : null}
    </div>
  );
}

/** One hero slide. A leaving slide is inert and hidden from assistive technology while it animates out. */
export function HeroSlide({ tile, phase, direction, label, viewer, now, preview, onEntered, onControlFocus, onControlBlur }: Props) {
  const { hero } = tile;
  const title = hero.titleAsText ?? tile.title ?? '';
  const shape = hero.titleAsImage ? titleImageShape(hero.titleAsImage) : null;
  const leaving = phase === 'leave';
  const backdrop = heroBackdropSources(hero);
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
      {/* The first screen's largest paint on Home: asked for at high priority, never lazily (and preloaded by the entry
          from the page's first read with these same candidates: preloadHeroBackdrop). A phone picks a narrower one. */}
      {backdrop ? <img className="hero-backdrop" src={backdrop.src} srcSet={backdrop.srcSet} sizes={backdrop.sizes} alt="" width={1440} height={810} fetchPriority="high" /> : null}
      {preview && tile.previewURL && !leaving ? (
        <Suspense fallback={null}>
          <HeroPreview src={tile.previewURL} plays={preview.plays} onEnded={preview.onEnded} />
        </Suspense>
      ) : null}
      {/* A scrim between the art and the text, so the slide's words read on any picture. */}
      <div className="hero-scrim" aria-hidden="true" />
      <div className="hero-content">
        {hero.categoryTitle || hero.channelLogo ? (
          <p className="hero-category">
            {hero.channelLogo ? <img className="hero-channel-logo" src={hero.channelLogo.url} alt={tile.channel?.displayName ?? ''} width={64} height={36} /> : null}
            {hero.categoryIconURL ? <img className="hero-category-icon" src={hero.categoryIconURL} alt="" width={16} height={16} /> : null}
            {hero.categoryTitle ? <span>{hero.categoryTitle}</span> : null}
          </p>
        ) : null}
        {hero.titleAsImage?.url ? (
          <h2 className="hero-title-image" data-shape={shape ?? undefined}>
            <img src={hero.titleAsImage.url} alt={title} />
          </h2>
        ) : (
          <h2 className="hero-title" data-size={heroTitleSize(title)}>
            {title}
          </h2>
        )}
        <HeroTags tile={tile} now={now} />
        {hero.secondaryText ? <p className="hero-secondary">{hero.secondaryText}</p> : null}
        {hero.metadata.length > 0 ? <p className="hero-metadata">{hero.metadata.join(' · ')}</p> : null}
        <HeroActions tile={tile} title={title} viewer={viewer} now={now} onControlFocus={onControlFocus} onControlBlur={onControlBlur} />
      </div>
    </div>
  );
}
