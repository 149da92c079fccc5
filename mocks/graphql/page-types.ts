/**
 * The shape of a page before it becomes contract objects: a PageSpec lists GroupSpecs whose items are
 * TileRefs, all lazy, so `page` only computes what the query selects and `tiles(tileGroupId)` can rebuild
 * the page from the id and find one group.
 */
import type {
  Channel,
  ChannelProfile,
  ClickAction,
  Episode,
  EpisodeProfile,
  FastDvrAccess,
  Link,
  PageOption,
  PageSectionStatus,
  PageSelector,
  SavedDvrUpsell,
  Show,
  ShowProfile,
  TileBehavior,
  TileGroupHeader,
  TileGroupLayout,
  TileGroupType,
} from '../../generated/graphql/schema.ts';
import { link, navigate } from './entities.ts';
import type { PageKey } from './ids.ts';
import type { TileRef } from './tiles.ts';

// The page-settings table is a rule shared with the app, kept once in common/.
export { PAGE_SETTINGS, type PageSettings } from '../../common/page-settings.ts';

/** Default page size where the page settings give none; channel results in search hold at most the cap ('View N results' beyond). */
export { CHANNEL_SEARCH_RESULT_LIMIT as SEARCH_CHANNEL_RESULTS_CAP } from '../../common/constants.ts';

export interface GroupSpec {
  /** Unique within the page; part of the TileGroup id. */
  key: string;
  title: string | null;
  type: TileGroupType;
  /** GRID is reported only when TILE_GROUP_LAYOUT was sent. */
  layout: TileGroupLayout;
  behaviors?: TileBehavior[];
  /** GUIDE row header channel. */
  channelId?: string | null;
  anchorChannelId?: string | null;
  anchorCollectionId?: string | null;
  displayHeader?: boolean;
  header?: TileGroupHeader | null;
  /** 'See all' target; `undefined` means the group's own TILE_GROUP page for rows. */
  link?: Link | null;
  items: () => TileRef[];
  /** Index the group opens at (TileGroup.initialTilePosition). */
  initialIndex?: (items: TileRef[]) => number | null;
  /** Paging stops after this many tiles (search channels); totalCount stays the true count. */
  cap?: number;
  /** Keep the group when it has no tiles (placeholders, the guide's favorites row). */
  keepEmpty?: boolean;
  /** Every item belongs to this channel: plan filtering is done once for the group. */
  planChannelId?: string | null;
}

export interface SectionSpec {
  /** Unique within the page; with the page key it makes the PageSection id (ids.ts), unique across pages. */
  key: string;
  title: string | null;
  status: PageSectionStatus;
  description?: string | null;
  selectors?: PageSelector[];
  basicFilters?: PageOption[];
  seasonFilters?: PageOption[];
  /** Keys of groups (from PageSpec.sectionGroups) shown in the section. */
  groupKeys?: string[];
  emptyMessage?: string | null;
}

export interface PageSpec {
  key: PageKey;
  title: string | null;
  filters?: () => PageOption[];
  sorters?: () => PageOption[];
  /** Rows or grids under page.groups, in order. */
  groups: () => GroupSpec[];
  /** Groups shown only inside sections (show page); still pageable by id. */
  sectionGroups?: () => GroupSpec[];
  sections?: () => SectionSpec[];
  emptyMessage?: (groupCount: number) => string | null;
  node?: () => Channel | Show | Episode | null;
  tile?: () => TileRef | null;
  showProfile?: () => ShowProfile | null;
  channelProfile?: () => ChannelProfile | null;
  episodeProfile?: () => EpisodeProfile | null;
  fastDVRAccess?: () => FastDvrAccess | null;
  savedDVRUpsell?: () => SavedDvrUpsell | null;
}

/** A filter or sorter option whose action navigates to the same page with it applied. */
export function pageOption(key: PageKey, id: string, name: string, applied: boolean, kind: 'filter' | 'sorter'): PageOption {
  const target = link(key.pageType, key.typeId, {
    filter: key.filter,
    filterId: kind === 'filter' ? id : key.filterId,
    sorterId: kind === 'sorter' ? id : key.sorterId,
  });
  const action: ClickAction = navigate(target);
  return { __typename: 'PageOption', id, name, title: name, isApplied: applied, selected: applied, action };
}
