import { useSubscription } from '@apollo/client/react';
import { ChannelIsFavoriteChangedDocument } from '../../../generated/graphql/documents/ChannelIsFavoriteChangedDocument.ts';
import { ShowFollowCreatedDocument } from '../../../generated/graphql/documents/ShowFollowCreatedDocument.ts';
import { ShowFollowDeletedDocument } from '../../../generated/graphql/documents/ShowFollowDeletedDocument.ts';

/**
 * Listens to the pushes that change tiles: each payload carries the entity's id and the changed field, so the
 * normalised cache updates every tile of that channel or show (TileChannel_channel, TileShow_show) by itself.
 */
export function useTileSubscriptions(enabled: boolean): void {
  useSubscription(ChannelIsFavoriteChangedDocument, { skip: !enabled });
  useSubscription(ShowFollowCreatedDocument, { skip: !enabled });
  useSubscription(ShowFollowDeletedDocument, { skip: !enabled });
}
