import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AvailableChannelsDocument } from '../../../../generated/graphql/documents/AvailableChannelsDocument.ts';
import { FavoriteChannelButton } from '../../../tiles/index.ts';
import {
  appendChannelsPage,
  channelListView,
  FIRST_CHANNELS_VARIABLES,
  listedChannels,
  nextChannelsVariables,
  type AvailableChannel,
} from './logic/channel-configurator.ts';
import { CHANNEL_CONFIGURATOR } from './texts.ts';

/**
 * The channel configurator: the active available channels A-Z, each with its favorite heart; further
 * channels 200 at a time on request. A read that fails says so with a way to try again.
 */
export function ChannelConfiguratorView({ title }: { title: string }) {
  const query = useQuery(AvailableChannelsDocument, { variables: FIRST_CHANNELS_VARIABLES, notifyOnNetworkStatusChange: true });
  const [more, setMore] = useState<{ loading: boolean; failed: boolean }>({ loading: false, failed: false });
  const channels = listedChannels(query.data);
  const view = channelListView({ loading: query.loading, failed: Boolean(query.error), count: channels.length });
  const next = query.data ? nextChannelsVariables(query.data.availableChannels.pageInfo) : null;

  const loadMore = () => {
    if (!next) return;
    setMore({ loading: true, failed: false });
    query
      .fetchMore({ variables: next, updateQuery: (previous, { fetchMoreResult }) => appendChannelsPage(previous, fetchMoreResult) })
      .then(
        () => setMore({ loading: false, failed: false }),
        () => setMore({ loading: false, failed: true }),
      );
  };

  return (
    <section className="billing-page channel-configurator" aria-labelledby="page-title" aria-busy={view === 'loading'}>
      <h1 id="page-title">{title}</h1>
      <div className="channel-configurator-intro">
        <h2>{CHANNEL_CONFIGURATOR.heading}</h2>
        <p>{CHANNEL_CONFIGURATOR.intro}</p>
      </div>
      {view === 'loading' ? <p role="status">{CHANNEL_CONFIGURATOR.loading}</p> : null}
      {view === 'empty' ? <p role="status">{CHANNEL_CONFIGURATOR.empty}</p> : null}
      {view === 'error' ? (
        <div role="alert">
          <p className="billing-error">{CHANNEL_CONFIGURATOR.failed}</p>
          <button type="button" className="billing-action" onClick={() => void query.refetch().catch(() => undefined)}>
            {CHANNEL_CONFIGURATOR.retry}
          </button>
        </div>
      ) : null}
      {view === 'list' ? (
        <ul className="channel-configurator-list" aria-label={CHANNEL_CONFIGURATOR.heading}>
          {channels.map((channel) => (
            <ChannelRow key={channel.id} channel={channel} />
          ))}
        </ul>
      ) : null}
      {view === 'list' && next ? (
        <button type="button" className="billing-action" onClick={loadMore} disabled={more.loading}>
          {more.loading ? CHANNEL_CONFIGURATOR.loadingMore : CHANNEL_CONFIGURATOR.more}
        </button>
      ) : null}
      {more.failed ? (
        <p className="billing-error" role="alert">
          {CHANNEL_CONFIGURATOR.moreFailed}
        </p>
      ) : null}
    </section>
  );
}

function ChannelRow({ channel }: { channel: AvailableChannel }) {
  const logo = channel.images.smallWhite?.url ?? channel.images.small?.url ?? null;
  return (
    <li className="channel-configurator-row">
      {logo ? <img src={logo} alt="" width={80} height={45} loading="lazy" /> : <span className="channel-configurator-logo" aria-hidden="true" />}
      <span className="channel-configurator-name">{channel.displayName}</span>
      <FavoriteChannelButton channel={channel} />
    </li>
  );
}
