import '../details.css';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { EpisodeDetail_ProfileFragment, TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';
import { formatSeasonEpisodeShort } from '../../../lib/format/season-episode.ts';
import { showPath } from '../../../lib/routing/links.ts';
import { episodeFlags } from '../logic/episode-flags.ts';
import { originalAirDateText, ratingsText } from '../logic/episode-texts.ts';
import { DetailHeading, DetailSection } from './DetailHeading.tsx';

interface Props {
  profile: EpisodeDetail_ProfileFragment;
  groups: TileRow_GroupFragment[];
  now: Date;
  /** Play and Save (composed by the page from the page's own tile). */
  play: ReactNode;
  save: ReactNode;
  renderGroup: (group: TileRow_GroupFragment) => ReactNode;
  pageType: 'EPISODE' | 'PRESENTATION';
}

/** Episode / presentation page: logo, flags, show link, episode title, texts, Play / Save / All episodes, rows. */
export function EpisodeDetail({ profile, groups, now, play, save, renderGroup, pageType }: Props) {
  const location = useLocation();
  const flags = episodeFlags(profile, now);
  const airDate = originalAirDateText(profile.originalAirDate, location.search);
  const ratings = ratingsText(profile.ratings);
  const showId = profile.actions.seeAllEpisodes?.link?.typeId ?? profile.showId;
  const logo = profile.channel?.images.small?.url;
  const rows = groups.filter((group) => group.tiles.edges.length > 0);
  return (
    <DetailSection pageType={pageType}>
      <header className="detail-header">
        <div className="detail-heading">
          {logo ? <img className="channel-logo" src={logo} alt={profile.channel?.displayName ?? ''} width={96} height={54} /> : null}
          {flags.length > 0 && (
            <ul className="detail-flags" aria-label="Flags">
              {flags.map((flag) => (
                <li key={flag} data-flag={flag}>
                  {flag}
                </li>
              ))}
            </ul>
          )}
          <p className="detail-show-link">{profile.showId ? <Link to={showPath(profile.showId)}>{profile.title}</Link> : profile.title}</p>
          <DetailHeading>{profile.subtitle ?? profile.title}</DetailHeading>
          {profile.description ? <p className="detail-description">{profile.description}</p> : null}
          <ul className="detail-meta" aria-label="About">
            {profile.episode ? <li>{formatSeasonEpisodeShort(profile.episode)}</li> : null}
            {airDate ? <li data-field="original-air-date">{airDate}</li> : null}
            {profile.formattedRunTime ? <li data-field="run-time">{profile.formattedRunTime}</li> : null}
            {ratings ? <li data-field="ratings">Rated {ratings}</li> : null}
          </ul>
          <div className="detail-actions">
            {play}
            {save}
            {profile.actions.seeAllEpisodes && showId ? (
              <Link className="tile-action" to={showPath(showId)}>
                All episodes
              </Link>
            ) : null}
          </div>
        </div>
      </header>
      {rows.map(renderGroup)}
    </DetailSection>
  );
}
