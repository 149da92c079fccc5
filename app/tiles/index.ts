// The tile kit: the React side of the tile rules in app/lib/tiles, shared by every screen that shows tiles
// (browse, details, search, and the player and account pages to come). It is not a feature: features import
// it, it imports no feature. Its GraphQL fragments are the contract's TileRow_group, TileCard_tile,
// TileShow_show and TileChannel_channel (contracts/graphql/operations/page.graphql).
export { TileRow } from './TileRow.tsx';
export { PlayControl } from './PlayControl.tsx';
export { SaveShowButton } from './SaveShowButton.tsx';
export { FavoriteChannelButton } from './FavoriteChannelButton.tsx';
export { PagePlaceholders, RowsComingPlaceholder } from './Placeholders.tsx';
export { useTileContext, type TileContext } from './hooks/useTileContext.ts';
export { useViewer, type Viewer } from './hooks/useViewer.ts';
export { useHasFollowed } from './hooks/useFollowActivity.ts';
export { TILE_LISTS_FOLLOW_ATTRIBUTE } from './hooks/useTileNavigation.ts';
