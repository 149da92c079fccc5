import './tiles.css';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { TileCard_TileFragment } from '../../generated/graphql/operations.ts';
import { HOVER_UNMOUNT_DELAY_MS } from '../lib/constants.ts';
import { formatSeasonEpisodeShort } from '../lib/format/season-episode.ts';
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

/** One tile: image, title/subtitle, tags and texts, progress ring, and its actions. */
export function TileCard({ tile, viewer, now, onRemove }: Props) {
  // The first tile with real data on screen ends the page's 'time to first tile'.
  useEffect(markFirstTile, []);
  const openBigTile = useOpenBigTile();
  const hover = useLingeringHover(HOVER_UNMOUNT_DELAY_MS);
  const href = tileHref(tile);
  const detail = tileBigTileTarget(tile);
  const title = tile.title ?? tile.channel?.displayName ?? '';
  const imageUrl = tile.image?.url ?? tile.icon?.url ?? tile.channel?.images.small?.url ?? null;
  const tags = tileTags(tile, now);
  const texts = [...tileStatusTexts(tile, now), tile.formattedRunTime, tile.episode ? formatSeasonEpisodeShort(tile.episode) : null].filter(
    (text): text is string => Boolean(text),
  );
  const body = (
    <>
      <span className="tile-image">
        {imageUrl ? <img src={imageUrl} alt="" loading="lazy" width={240} height={135} /> : null}
        <ProgressRing percent={tile.playbackPercentage} />
        {/* A visual preview only: the same text is on the detail page and in the big-tile modal. */}
        {hover.shown && tile.description ? (
          <span className="tile-hover-description" aria-hidden="true">
            {tile.description}
          </span>
        ) : null}
      </span>
      <span className="tile-title">{title}</span>
    </>
  );
  return (
    <article className="tile" data-kind={tile.kind} aria-label={tile.accessibilityText ?? title} {...hover.handlers}>
      {href ? (
        <Link to={href} className="tile-link">
          {body}
        </Link>
      ) : (
        <div className="tile-link">{body}</div>
      )}
      {tile.subtitle ? <p className="tile-subtitle">{tile.subtitle}</p> : null}
      {tags.length > 0 && (
        <ul className="tile-tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} data-tag={tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      {texts.length > 0 && <p className="tile-texts">{texts.join(' · ')}</p>}
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
