import '../details.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EpisodeDetail_ProfileFragment, TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';
import { formatSeasonEpisodeLong, formatSeasonEpisodeShort } from '../../../lib/format/season-episode.ts';
import { showPath } from '../../../lib/routing/links.ts';
import { episodeFlags } from '../logic/episode-flags.ts';
import { originalAirDateText, ratingsText } from '../logic/episode-texts.ts';
import { SAVE_AND_RECORD_TEXT, saveAndRecordPlacement } from '../logic/save-and-record.ts';
import { useExperiment } from '../../../kit/useExperiment.ts';
import { DetailHeading, DetailSection } from './DetailHeading.tsx';

/** The episode's own title (the profile's subtitle may lead with 'S1 | E2'); the show's name without one. */
function episodeTitle(profile: EpisodeDetail_ProfileFragment): string {
  const seasonEpisode = profile.episode ? formatSeasonEpisodeShort(profile.episode) : null;
  const subtitle = profile.subtitle?.trim() ?? '';
  const title = seasonEpisode && subtitle.startsWith(seasonEpisode) ? subtitle.slice(seasonEpisode.length).trim() : subtitle;
  return title || profile.title;
}

interface Props {
  profile: EpisodeDetail_ProfileFragment;
  groups: TileRow_GroupFragment[];
  now: Date;
  /** Play and Save (composed by the page from the page's own tile). */
  play: ReactNode;
  save: ReactNode;
  renderGroup: (group: TileRow_GroupFragment) => ReactNode;
  pageType: 'EPISODE' | 'PRESENTATION';
  /** The episode's artwork (the page's own tile), and when it airs (or aired). */
  artUrl: string | null;
  airTime: string | null;
  /** In the big-tile modal: the card alone (art, texts, Play), its page one link away; on its page: the rows too. */
  compact?: boolean;
  pageHref?: string;
}

/**
 * Episode / presentation page: the episode's art beside the channel logo, flags, show link, episode title,
 * 'S1 | E2', air time, run time, ratings, synopsis and Play / Save / All episodes; the rows below. The original air
 * date shows in the all-showings experiment, the save-and-record prompt where the saveAndRecord experiment puts
 * it (common/experiments.ts).
 */
export function EpisodeDetail({ profile, groups, now, play, save, renderGroup, pageType, artUrl, airTime, compact = false, pageHref }: Props) {
  const flags = episodeFlags(profile, now);
  const airDate = originalAirDateText(profile.originalAirDate, useExperiment('allShowings'));
  const saveAndRecord = saveAndRecordPlacement(useExperiment('saveAndRecord', { eligible: Boolean(save) }), Boolean(save));
  const savePrompt = <p className="detail-save-record">{SAVE_AND_RECORD_TEXT}</p>;
  const ratings = ratingsText(profile.ratings);
  const showId = profile.actions.seeAllEpisodes?.link?.typeId ?? profile.showId;
  const logo = profile.channel?.images.small?.url;
  const rows = groups.filter((group) => group.tiles.edges.length > 0);
  return (
    <DetailSection pageType={pageType}>
      <header className="detail-header" data-compact={compact || undefined}>
        {artUrl ? <img className="detail-art" src={artUrl} alt="" width={480} height={270} /> : null}
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
          <DetailHeading>{episodeTitle(profile)}</DetailHeading>
          <ul className="detail-meta" aria-label="About">
            {profile.episode ? (
              // 'S1 | E2' to the eye, 'Season 1, Episode 2' to a screen reader.
              <li data-field="season-episode">
                <span aria-hidden="true">{formatSeasonEpisodeShort(profile.episode)}</span>
                <span className="visually-hidden">{formatSeasonEpisodeLong(profile.episode)}</span>
              </li>
            ) : null}
            {airTime ? <li data-field="air-time">{airTime}</li> : null}
            {airDate ? <li data-field="original-air-date">{airDate}</li> : null}
            {profile.formattedRunTime ? <li data-field="run-time">{profile.formattedRunTime}</li> : null}
            {ratings ? <li data-field="ratings">Rated {ratings}</li> : null}
          </ul>
          {profile.description ? <p className="detail-description detail-synopsis">{profile.description}</p> : null}
          {saveAndRecord === 'above' ? savePrompt : null}
          <div className="detail-actions">
            {play}
            {save}
            {profile.actions.seeAllEpisodes && showId ? (
              <Link className="tile-action" to={showPath(showId)}>
                All episodes
              </Link>
            ) : null}
            {compact && pageHref ? (
              <Link className="tile-action" to={pageHref}>
                Episode page
              </Link>
            ) : null}
          </div>
          {saveAndRecord === 'below' ? savePrompt : null}
        </div>
      </header>
      {compact ? null : rows.map(renderGroup)}
    </DetailSection>
  );
}
