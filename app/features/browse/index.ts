export { PageView, type PageViewProps } from './components/PageView.tsx';
export { PageOptions } from './components/PageOptions.tsx';
export { SavedDvrUpsell } from './components/SavedDvrUpsell.tsx';
export { CollectionGroupHero, hasCollectionGroupHero } from './components/CollectionGroupHero.tsx';
export { SAVED_EMPTY_TEXT } from './logic/texts.ts';
// Composed by the detail and search pages (app/pages), which render browse's rows and tile actions.
export { TileRow } from './components/TileRow.tsx';
export { SaveShowButton } from './components/SaveShowButton.tsx';
export { FavoriteChannelButton } from './components/FavoriteChannelButton.tsx';
export { PlayControl } from './components/PlayControl.tsx';
export { PagePlaceholders } from './components/Placeholders.tsx';
export { useViewer, type Viewer } from './hooks/useViewer.ts';
export { useNow } from './hooks/useNow.ts';
export { useBrowseSubscriptions } from './hooks/useBrowseSubscriptions.ts';
