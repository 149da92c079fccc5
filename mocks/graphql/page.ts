/**
 * Query.page, Query.searchDropDown and Query.tiles, plus the Page and TileGroup field resolvers. A page
 * model holds its PageSpec; groups, sections and profiles are computed only when selected. Group ids
 * encode the page key (ids.ts), so tiles(tileGroupId) rebuilds the page and pages the same list.
 */
import type {
  Capability,
  Page,
  PageSection,
  QueryPageArgs,
  QuerySearchDropDownArgs,
  QueryTilesArgs,
  TileConnection,
  TileGroup,
  TileGroupConnection,
  TileGroupTilesArgs,
} from '../../generated/graphql/schema.ts';
import { checkPageSize, type GraphQLContext } from './context.ts';
import { channelById, collectionModel, indexOf, link, navigate, planView } from './entities.ts';
import { DEFAULT_CAPABILITIES, encodePageId, encodePageSectionId, encodeTileGroupId, decodeTileGroupId, type PageKey } from './ids.ts';
import { buildPageSpec, findGroup } from './page-builders.ts';
import { PAGE_SETTINGS, type GroupSpec, type PageSpec } from './page-types.ts';
import { pageWindow, type PagingArgs } from './pagination.ts';
import { refInPlan, tileKey, tileModel, type TileRef } from './tiles.ts';

interface ResolvedGroup {
  spec: GroupSpec;
  refs: TileRef[];
}

interface GroupRuntime {
  id: string;
  refs: TileRef[];
  keys: string[];
  cap: number | undefined;
  initialIndex: number | null;
  /** Tiles returned by TileGroup.tiles without first/last (the page's initialTiles). */
  inlineCount: number;
}

export type TileGroupModel = Omit<TileGroup, 'tiles'> & { _runtime: GroupRuntime };

type PageFieldsResolvedLater = 'groups' | 'sections' | 'showProfile' | 'channelProfile' | 'episodeProfile' | 'fastDVRAccess' | 'savedDVRUpsell' | 'tile' | 'node' | 'emptyMessage';

export type PageModel = Omit<Page, PageFieldsResolvedLater> & {
  _spec: PageSpec;
  _paging: { first: number | null; after: string | null; inlineCount: number };
  _groups: () => ResolvedGroup[];
};

/** Items of a group after plan filtering: without OUT_OF_PLAN_CONTENT, out-of-plan tiles are left out. */
function resolveGroup(ctx: GraphQLContext, key: PageKey, spec: GroupSpec): ResolvedGroup {
  let refs = spec.items();
  if (!key.capabilities.has('OUT_OF_PLAN_CONTENT')) {
    if (spec.planChannelId) refs = planView(ctx, spec.planChannelId).isInPlan ? refs : [];
    else refs = refs.filter((ref) => refInPlan(ctx, ref));
  }
  return { spec, refs };
}

function groupModel(ctx: GraphQLContext, key: PageKey, resolved: ResolvedGroup, inlineCount: number): TileGroupModel {
  const { spec, refs } = resolved;
  const id = encodeTileGroupId(key, spec.key);
  const layout = key.capabilities.has('TILE_GROUP_LAYOUT') ? spec.layout : 'ROW';
  const seeAll = spec.link !== undefined ? spec.link : layout === 'ROW' && refs.length > inlineCount ? link('TILE_GROUP', id) : null;
  const anchorCollection = spec.anchorCollectionId ? indexOf(ctx).collections.get(spec.anchorCollectionId) : undefined;
  const initialIndex = spec.initialIndex ? spec.initialIndex(refs) : null;
  return {
    __typename: 'TileGroup',
    id,
    title: spec.title,
    type: spec.type,
    layout,
    link: seeAll,
    behaviors: spec.behaviors ?? [],
    channel: channelById(ctx, spec.channelId),
    displayTileGroupHeader: spec.displayHeader ?? spec.title !== null,
    header:
      spec.header !== undefined
        ? spec.header
        : spec.title !== null
          ? { __typename: 'TileGroupHeader', title: spec.title, iconURL: null, onClickAction: seeAll ? navigate(seeAll) : null }
          : null,
    initialTilePosition: initialIndex,
    anchorTileChannel: channelById(ctx, spec.anchorChannelId),
    anchorTileCollection: anchorCollection ? collectionModel(ctx, anchorCollection) : null,
    totalCount: refs.length,
    _runtime: { id, refs, keys: refs.map(tileKey), cap: spec.cap, initialIndex, inlineCount },
  };
}

function tileConnection(ctx: GraphQLContext, runtime: GroupRuntime, args: PagingArgs, defaultCount: number): TileConnection {
  const window = pageWindow(runtime.id, runtime.keys, args, { defaultCount, cap: runtime.cap, initialIndex: runtime.initialIndex });
  const edges: TileConnection['edges'] = [];
  for (const edge of window.edges) {
    const ref = runtime.refs[edge.index];
    const node = ref ? tileModel(ctx, ref, runtime.id) : null;
    if (node) edges.push({ __typename: 'TileEdge', cursor: edge.cursor, node });
  }
  return {
    __typename: 'TileConnection',
    edges,
    pageInfo: window.pageInfo,
    status: window.status,
    summary: { __typename: 'ConnectionSummary', totalCount: window.totalCount, initialRelativeIndex: window.initialRelativeIndex },
  };
}

function missingTiles(): TileConnection {
  return {
    __typename: 'TileConnection',
    edges: [],
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    status: 'MISSING',
    summary: { __typename: 'ConnectionSummary', totalCount: 0, initialRelativeIndex: null },
  };
}

function pageModel(ctx: GraphQLContext, spec: PageSpec, paging: { first?: number | null; after?: string | null; initialTiles?: number | null }): PageModel {
  const settings = PAGE_SETTINGS[spec.key.pageType];
  let groups: ResolvedGroup[] | undefined;
  return {
    __typename: 'Page',
    id: encodePageId(spec.key),
    pageType: spec.key.pageType,
    title: spec.title,
    filters: spec.filters?.() ?? [],
    sorters: spec.sorters?.() ?? [],
    _spec: spec,
    _paging: { first: paging.first ?? null, after: paging.after ?? null, inlineCount: paging.initialTiles ?? settings.initialTiles },
    _groups: () =>
      (groups ??= spec
        .groups()
        .map((group) => resolveGroup(ctx, spec.key, group))
        .filter((group) => group.refs.length > 0 || group.spec.keepEmpty === true)),
  };
}

function normalizeKey(args: { pageType: PageKey['pageType']; typeId?: string | null; filter?: string | null; filterId?: string | null; sorterId?: string | null }, capabilities: Iterable<Capability>): PageKey {
  const trimmed = args.filter?.trim() ?? '';
  const filter = trimmed === '' ? null : args.pageType === 'SAVED' && args.typeId ? trimmed.toLowerCase() : trimmed;
  return {
    pageType: args.pageType,
    typeId: args.typeId?.trim() || null,
    filter,
    filterId: args.filterId || null,
    sorterId: args.sorterId || null,
    capabilities: new Set(capabilities),
  };
}

export function resolvePage(ctx: GraphQLContext, args: QueryPageArgs): PageModel | null {
  checkPageSize(args.first);
  checkPageSize(args.initialTiles);
  const key = normalizeKey(args, args.capabilities ?? []);
  const spec = buildPageSpec(ctx, key);
  return spec ? pageModel(ctx, spec, args) : null;
}

export function resolveSearchDropDown(ctx: GraphQLContext, args: QuerySearchDropDownArgs): PageModel | null {
  checkPageSize(args.first);
  checkPageSize(args.initialTiles);
  const key = normalizeKey({ pageType: 'SEARCH', filter: args.filter, filterId: args.filterId }, DEFAULT_CAPABILITIES);
  const spec = buildPageSpec(ctx, key);
  return spec ? pageModel(ctx, spec, args) : null;
}

export function resolveTiles(ctx: GraphQLContext, args: QueryTilesArgs): TileConnection {
  const decoded = decodeTileGroupId(args.tileGroupId);
  if (!decoded) {
    checkPageSize(args.first);
    checkPageSize(args.last);
    return missingTiles();
  }
  const spec = buildPageSpec(ctx, decoded.page);
  const group = spec ? findGroup(spec, decoded.groupKey) : null;
  if (!spec || !group) {
    checkPageSize(args.first);
    checkPageSize(args.last);
    return missingTiles();
  }
  const settings = PAGE_SETTINGS[decoded.page.pageType];
  const model = groupModel(ctx, decoded.page, resolveGroup(ctx, decoded.page, group), settings.initialTiles);
  return tileConnection(ctx, model._runtime, args, settings.pageSize);
}

function groupsConnection(ctx: GraphQLContext, page: PageModel): TileGroupConnection {
  const groups = page._groups();
  const settings = PAGE_SETTINGS[page.pageType];
  const window = pageWindow(
    page.id,
    groups.map((group) => group.spec.key),
    { first: page._paging.first, after: page._paging.after },
    { defaultCount: settings.initialFetch },
  );
  const edges: TileGroupConnection['edges'] = [];
  for (const edge of window.edges) {
    const group = groups[edge.index];
    if (!group) continue;
    // The group's tiles are resolved by TileGroup.tiles; the model only carries its runtime.
    const node = groupModel(ctx, page._spec.key, group, page._paging.inlineCount) as unknown as TileGroup;
    edges.push({ __typename: 'TileGroupEdge', cursor: edge.cursor, node });
  }
  return {
    __typename: 'TileGroupConnection',
    edges,
    pageInfo: window.pageInfo,
    status: window.status,
    summary: { __typename: 'ConnectionSummary', totalCount: window.totalCount, initialRelativeIndex: null },
  };
}

function sections(ctx: GraphQLContext, page: PageModel): PageSection[] {
  const spec = page._spec;
  const sectionGroups = spec.sectionGroups?.() ?? [];
  return (spec.sections?.() ?? []).map((section) => ({
    __typename: 'PageSection',
    id: encodePageSectionId(spec.key, section.key),
    title: section.title,
    status: section.status,
    detailPageSection: section.description !== undefined ? { __typename: 'DetailPageSection', description: section.description } : null,
    tileGroupsPageSection: section.groupKeys
      ? {
          __typename: 'TileGroupsPageSection',
          selectors: section.selectors ?? [],
          basicFilters: section.basicFilters ?? [],
          seasonFilters: section.seasonFilters ?? [],
          tileGroups: section.groupKeys
            .map((groupKey) => sectionGroups.find((group) => group.key === groupKey))
            .filter((group): group is GroupSpec => group !== undefined)
            .map((group) => groupModel(ctx, spec.key, resolveGroup(ctx, spec.key, group), page._paging.inlineCount) as unknown as TileGroup),
          tileGroupEmptyMessage: section.emptyMessage ?? null,
        }
      : null,
  }));
}

export const pageResolvers = {
  Query: {
    page: (_: unknown, args: QueryPageArgs, ctx: GraphQLContext) => resolvePage(ctx, args),
    searchDropDown: (_: unknown, args: QuerySearchDropDownArgs, ctx: GraphQLContext) => resolveSearchDropDown(ctx, args),
    tiles: (_: unknown, args: QueryTilesArgs, ctx: GraphQLContext) => resolveTiles(ctx, args),
  },
  Page: {
    groups: (page: PageModel, _: unknown, ctx: GraphQLContext) => groupsConnection(ctx, page),
    sections: (page: PageModel, _: unknown, ctx: GraphQLContext) => sections(ctx, page),
    emptyMessage: (page: PageModel) => page._spec.emptyMessage?.(page._groups().length) ?? null,
    node: (page: PageModel) => page._spec.node?.() ?? null,
    tile: (page: PageModel, _: unknown, ctx: GraphQLContext) => {
      const ref = page._spec.tile?.();
      return ref ? tileModel(ctx, ref) : null;
    },
    showProfile: (page: PageModel) => page._spec.showProfile?.() ?? null,
    channelProfile: (page: PageModel) => page._spec.channelProfile?.() ?? null,
    episodeProfile: (page: PageModel) => page._spec.episodeProfile?.() ?? null,
    fastDVRAccess: (page: PageModel) => page._spec.fastDVRAccess?.() ?? null,
    savedDVRUpsell: (page: PageModel) => page._spec.savedDVRUpsell?.() ?? null,
  },
  TileGroup: {
    tiles: (group: TileGroupModel, args: TileGroupTilesArgs, ctx: GraphQLContext) =>
      tileConnection(ctx, group._runtime, args, group._runtime.inlineCount),
  },
};
