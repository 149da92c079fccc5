import './tiles.css';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { PageType, TileBehavior, TileCard_TileFragment } from '../../generated/graphql/operations.ts';
import { HOVER_UNMOUNT_DELAY_MS } from '../lib/constants.ts';
import { formatSeasonEpisodeShort } from '../lib/format/season-episode.ts';
import { isDimmed, offersKeepWatchingRemove, showsChannelLogoOnBlur, tileBehaviors } from '../lib/tiles/tile-behaviors.ts';
import { tileHeadline } from '../lib/tiles/tile-headline.ts';
import { tileAirTime } from '../lib/tiles/air-time.ts';
import { tileArtShape } from '../lib/tiles/tile-art.ts';
import { canFavorite } from '../lib/tiles/tile-actions.ts';
import { tileStatusTexts, tileTags } from '../lib/tiles/tile-tags.ts';
import { markFirstTile } from '../kit/metrics.ts';
import { useOpenBigTile } from '../kit/useOpenBigTile.ts';
import type { Viewer } from './hooks/useViewer.ts';
import { useLingeringHover } from './hooks/useLingeringHover.ts';
import { tileBigTileTarget, tileHref } from '../lib/tiles/tile-links.ts';
import { FavoriteChannelButton } from './FavoriteChannelButton.tsx';
import { PlayControl } from './PlayControl.tsx';
import { ProgressRing } from './ProgressRing.tsx';
import { SaveShowButton } from './SaveShowButton.tsx';

interface Props {
  tile: TileCard_TileFragment;
  viewer: Viewer;
  now: Date;
  /** The page the card is on: on a show's own pages an episode is named by its episode title (tileHeadline). */
  pageType?: PageType | null;
  /** The behaviours of the card's group, which apply to the card as well. */
  groupBehaviors?: readonly TileBehavior[];
  /** The tile group the card is in (handed to the player with a play). */
  tileGroupId?: string | null;
  /** Removes the tile from keep watching; offered only with ENABLE_KW_REMOVE. */
  onRemove?: (tile: TileCard_TileFragment) => void;
  /** Whether the art loads now (a row loads the art near its view); the card itself is always there. */
  showArt?: boolean;
  /** The card is on the first screen: its art loads at once, else lazily (once laid out near the viewport). */
  eagerArt?: boolean;
}

/** The lines under the title: the subtitle, then the facts; 'S1 | E2' once, in the subtitle when it has it. */
function metaLines(tile: TileCard_TileFragment, shownSubtitle: string | null, now: Date): string[] {
  const seasonEpisode = tile.episode ? formatSeasonEpisodeShort(tile.episode) : null;
  const subtitle = shownSubtitle;
  const episodeFact = seasonEpisode && !subtitle?.includes(seasonEpisode) ? seasonEpisode : null;
  const facts = [tileAirTime(tile, now), ...tileStatusTexts(tile, now), episodeFact, tile.formattedRunTime].filter(
    (text): text is string => Boolean(text),
  );
  return [subtitle, facts.length > 0 ? facts.join(' · ') : null].filter((line): line is string => line !== null);
}

/** The card's actions: Play, Save or Favorite, Details, and Remove where Keep Watching offers it. */
function TileActions({
  tile,
  viewer,
  now,
  behaviors,
  tileGroupId,
  title,
  detail,
  onRemove,
  description,
}: Pick<Props, 'tile' | 'viewer' | 'now' | 'onRemove'> & {
  behaviors: ReturnType<typeof tileBehaviors>;
  tileGroupId: string | null;
  /** The show's (or channel's) name the actions say. */
  title: string;
  detail: ReturnType<typeof tileBigTileTarget>;
  /** The hovered card's description, drawn at the art's top and cut short above the buttons, never behind them. */
  description: string | null;
}) {
  const openBigTile = useOpenBigTile();
  return (
    <div className="tile-actions">
      {/* A visual preview only: the same text is on the detail page and in the big-tile modal. */}
      {description ? (
        <span className="tile-hover-description" aria-hidden="true">
          {description}
        </span>
      ) : null}
      <div className="tile-action-row">
        <PlayControl tile={tile} hasContentAccess={viewer.hasContentAccess} now={now} behaviors={behaviors} tileGroupId={tileGroupId} />
        {tile.show ? <SaveShowButton show={tile.show} title={title} /> : null}
        {tile.kind === 'CHANNEL' && tile.channel && canFavorite(tile.channel) ? (
          <FavoriteChannelButton channel={tile.channel} />
        ) : null}
        {detail ? (
          <button type="button" className="tile-action" aria-label={`Details: ${title}`} onClick={() => openBigTile(detail)}>
            Details
          </button>
        ) : null}
        {onRemove && offersKeepWatchingRemove(behaviors) ? (
          <button type="button" className="tile-action" aria-label={`Remove ${title} from Keep Watching`} onClick={() => onRemove(tile)}>
            Remove
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One tile as one card: its artwork (in the box of its image type), tags, title and a line of facts. The
 * title link covers the whole card, so a card is one stop for the keyboard (TileRow moves between cards with
 * the arrow keys); its actions appear over the artwork while the card is hovered or focused, and in the
 * detail view.
 */
export function TileCard({ tile, viewer, now, pageType = null, groupBehaviors = [], tileGroupId = null, onRemove, showArt = true, eagerArt = false }: Props) {
  // The first tile with real data on screen ends the page's 'time to first tile'.
  useEffect(markFirstTile, []);
  const openBigTile = useOpenBigTile();
  const hover = useLingeringHover(HOVER_UNMOUNT_DELAY_MS);
  const href = tileHref(tile);
  const detail = tileBigTileTarget(tile);
  // Actions name the tile by its show (or channel); the card's heading may name the episode instead.
  const title = tile.title ?? tile.channel?.displayName ?? '';
  const headline = tileHeadline(tile, pageType);
  const behaviors = tileBehaviors(tile, { behaviors: groupBehaviors });
  const imageUrl = tile.image?.url ?? tile.icon?.url ?? tile.channel?.images.small?.url ?? null;
  const logoUrl = tile.channel?.images.small?.url ?? null;
  const art = tileArtShape(tile);
  // A logo as the art itself needs no second one; other art gets the channel's logo in its corner.
  const logoOnBlur = showsChannelLogoOnBlur(behaviors, logoUrl !== null);
  const tags = tileTags(tile, now, behaviors);
  const lines = metaLines(tile, headline.subtitle, now);
  const artLoading = eagerArt ? 'eager' : 'lazy';
  return (
    <article
      className="tile"
      data-kind={tile.kind}
      data-art={art}
      data-dimmed={isDimmed(tile, behaviors, now) || undefined}
      data-logo-on-blur={logoOnBlur || undefined}
      aria-label={tile.accessibilityText ?? headline.title}
      {...hover.handlers}
    >
      <div className="tile-art">
        {showArt && imageUrl ? <img src={imageUrl} alt="" loading={artLoading} /> : null}
        {showArt && logoOnBlur && art !== 'logo' && logoUrl ? <img className="tile-channel-logo" src={logoUrl} alt="" loading={artLoading} /> : null}
        {tags.length > 0 && (
          <ul className="tile-tags" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag} data-tag={tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <ProgressRing percent={tile.playbackPercentage} />
      </div>
      {href ? (
        <Link to={href} className="tile-link tile-title" data-tile-focus="">
          {headline.title}
        </Link>
      ) : detail ? (
        <button type="button" className="tile-link tile-title" data-tile-focus="" onClick={() => openBigTile(detail)}>
          {headline.title}
        </button>
      ) : (
        <span className="tile-link tile-title" data-tile-focus="" tabIndex={0}>
          {headline.title}
        </span>
      )}
      {lines.map((line) => (
        <p key={line} className="tile-meta">
          {line}
        </p>
      ))}
      {/* After the title in the DOM, so Tab reaches the card first; drawn over the art. */}
      <TileActions
        tile={tile}
        viewer={viewer}
        now={now}
        behaviors={behaviors}
        tileGroupId={tileGroupId}
        title={title}
        detail={detail}
        onRemove={onRemove}
        description={hover.shown ? (tile.description ?? (logoOnBlur ? tile.subtitle : null)) : null}
      />
    </article>
  );
}
