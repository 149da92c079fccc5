import '../details.css';
import type { ReactNode } from 'react';
import type { ChannelDetail_ProfileFragment, TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';
import { NO_CONTENT_TEXT } from '../logic/texts.ts';
import { ShareButton } from './ShareButton.tsx';
import { DetailHeading, DetailSection } from './DetailHeading.tsx';

interface Props {
  profile: ChannelDetail_ProfileFragment;
  groups: TileRow_GroupFragment[];
  shareURL: string | null;
  /** The Favorite heart (composed by the page). */
  favorite: ReactNode;
  renderGroup: (group: TileRow_GroupFragment) => ReactNode;
}

/** Channel page: channel image, Favorite and Share, then the channel's tile groups. */
export function ChannelDetail({ profile, groups, shareURL, favorite, renderGroup }: Props) {
  const withTiles = groups.filter((group) => group.tiles.edges.length > 0);
  const url = profile.actions.share?.url ?? shareURL ?? profile.shareURL ?? profile.channel.shareURL;
  return (
    <DetailSection pageType="CHANNEL">
      <header className="detail-header">
        {profile.image ? <img className="channel-image" src={profile.image.url} alt="" width={360} height={203} /> : null}
        <div className="detail-heading">
          <DetailHeading>{profile.title}</DetailHeading>
          <div className="detail-actions">
            {favorite}
            {url ? <ShareButton url={url} name={profile.title} /> : null}
          </div>
        </div>
      </header>
      {withTiles.length === 0 ? <p className="empty-state">{NO_CONTENT_TEXT}</p> : withTiles.map(renderGroup)}
    </DetailSection>
  );
}
