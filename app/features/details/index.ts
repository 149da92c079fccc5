export { ChannelDetailContent, EpisodeDetailContent, ShowDetailContent, type ShowOptions } from './components/DetailContent.tsx';
export { DetailHeadingFrameProvider } from './components/DetailHeading.tsx';
export { optionHref, type OptionLink } from './logic/option-search.ts';
