export { ChannelDetail } from './components/ChannelDetail.tsx';
export { DetailHeadingFrameProvider } from './components/DetailHeading.tsx';
export { DetailPageState } from './components/DetailStates.tsx';
export { EpisodeDetail } from './components/EpisodeDetail.tsx';
export { ShowDetail } from './components/ShowDetail.tsx';
export { useDetailPage } from './hooks/useDetailPage.ts';
export { optionHref, type OptionLink } from './logic/option-search.ts';
