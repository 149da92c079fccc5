export { PageView, type PageViewProps } from './components/PageView.tsx';
export { PageOptions } from './components/PageOptions.tsx';
export { CollectionGroupHero, hasCollectionGroupHero } from './components/CollectionGroupHero.tsx';
export { SAVED_EMPTY_TEXT } from './logic/texts.ts';
