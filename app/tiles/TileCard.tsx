import './tiles.css';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { TileCard_TileFragment } from '../../generated/graphql/operations.ts';
import { HOVER_UNMOUNT_DELAY_MS } from '../lib/constants.ts';
import { formatSeasonEpisodeShort } from '../lib/format/season-episode.ts';
import { tileAirTime } from '../lib/tiles/air-time.ts';
import { tileArtShape } from '../lib/tiles/tile-art.ts';
import { canFavorite } from '../lib/tiles/tile-actions.ts';
import { tileStatusTexts, tileTags } from '../lib/tiles/tile-tags.ts';
import { markFirstTile } from '../shell/metrics.ts';
import { useOpenBigTile } from '../shell/useOpenBigTile.ts';
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
  /** Present only on keep-watching rows with ENABLE_KW_REMOVE. */
  onRemove?: (tile: TileCard_TileFragment) => void;
}

/** The lines under the title: the subtitle, then the facts; 'S1 | E2' once, in the subtitle when it has it. */
function metaLines(tile: TileCard_TileFragment, now: Date): string[] {
  const seasonEpisode = tile.episode ? formatSeasonEpisodeShort(tile.episode) : null;
  const subtitle = tile.subtitle && tile.subtitle !== seasonEpisode ? tile.subtitle : null;
  const episodeFact = seasonEpisode && !subtitle?.includes(seasonEpisode) ? seasonEpisode : null;
  const facts = [tileAirTime(tile, now), ...tileStatusTexts(tile, now), episodeFact, tile.formattedRunTime].filter(
    (text): text is string => Boolean(text),
  );
  return [subtitle, facts.length > 0 ? facts.join(' · ') : null].filter((line): line is string => line !== null);
}

/**
 * One tile as one card: its artwork (in the box of its image type), tags, title and a line of facts. The
 * title link covers the whole card, so a card is one stop for the keyboard (TileRow moves between cards with
 * the arrow keys); its actions appear over the artwork while the card is hovered or focused, and in the
 * detail view.
 */
export function TileCard({ tile, viewer, now, onRemove }: Props) {
  // The first tile with real data on screen ends the page's 'time to first tile'.
  useEffect(markFirstTile, []);
  const openBigTile = useOpenBigTile();
  const hover = useLingeringHover(HOVER_UNMOUNT_DELAY_MS);
  const href = tileHref(tile);
  const detail = tileBigTileTarget(tile);
  const title = tile.title ?? tile.channel?.displayName ?? '';
  const imageUrl = tile.image?.url ?? tile.icon?.url ?? tile.channel?.images.small?.url ?? null;
  const art = tileArtShape(tile);
  const tags = tileTags(tile, now);
  const lines = metaLines(tile, now);
  return (
    <article className="tile" data-kind={tile.kind} data-art={art} aria-label={tile.accessibilityText ?? title} {...hover.handlers}>
      <div className="tile-art">
        {imageUrl ? <img src={imageUrl} alt="" loading="lazy" /> : null}
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
        {/* A visual preview only: the same text is on the detail page and in the big-tile modal. */}
        {hover.shown && tile.description ? (
          <span className="tile-hover-description" aria-hidden="true">
            {tile.description}
          </span>
        ) : null}
      </div>
      {href ? (
        <Link to={href} className="tile-link tile-title" data-tile-focus="">
          {title}
        </Link>
      ) : detail ? (
        <button type="button" className="tile-link tile-title" data-tile-focus="" onClick={() => openBigTile(detail)}>
          {title}
        </button>
      ) : (
        <span className="tile-link tile-title" data-tile-focus="" tabIndex={0}>
          {title}
        </span>
      )}
      {lines.map((line) => (
        <p key={line} className="tile-meta">
          {line}
        </p>
      ))}
      {/* After the title in the DOM, so Tab reaches the card first; drawn over the art. */}
      <div className="tile-actions">
        <PlayControl tile={tile} hasContentAccess={viewer.hasContentAccess} now={now} />
        {tile.show ? <SaveShowButton show={tile.show} title={title} isUncredentialed={viewer.isUncredentialed} /> : null}
        {tile.kind === 'CHANNEL' && tile.channel && canFavorite(tile.channel) ? (
          <FavoriteChannelButton channel={tile.channel} isUncredentialed={viewer.isUncredentialed} />
        ) : null}
        {detail ? (
          <button type="button" className="tile-action" aria-label={`Details: ${title}`} onClick={() => openBigTile(detail)}>
            Details
          </button>
        ) : null}
        {onRemove ? (
          <button type="button" className="tile-action" aria-label={`Remove ${title} from Keep Watching`} onClick={() => onRemove(tile)}>
            Remove
          </button>
        ) : null}
      </div>
    </article>
  );
}
