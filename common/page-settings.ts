import type { PageType } from '../generated/graphql/operations.ts';

export interface PageSettings {
  /** Tiles loaded per group with the page (`initialTiles`); also the refetch count of a reset list. */
  initialTiles: number;
  /** Groups loaded with the page (`first`). */
  initialFetch: number;
  /** Tiles per page when a group pages by cursor (`tiles.first`). */
  pageSize: number;
}

/** The page-settings table (how much of each page type loads at once). Keyed by every PageType, so a new page type fails to compile here. */
export const PAGE_SETTINGS: Readonly<Record<PageType, PageSettings>> = {
  HOME: { initialTiles: 8, initialFetch: 99, pageSize: 8 },
  SAVED: { initialTiles: 48, initialFetch: 1, pageSize: 96 },
  CHANNEL: { initialTiles: 16, initialFetch: 4, pageSize: 10 },
  SHOW: { initialTiles: 16, initialFetch: 5, pageSize: 96 },
  EPISODE: { initialTiles: 16, initialFetch: 4, pageSize: 10 },
  PRESENTATION: { initialTiles: 16, initialFetch: 5, pageSize: 10 },
  GUIDE: { initialTiles: 5, initialFetch: 200, pageSize: 36 },
  SEARCH: { initialTiles: 24, initialFetch: 6, pageSize: 96 },
  TILE_GROUP: { initialTiles: 24, initialFetch: 8, pageSize: 96 },
  TOP: { initialTiles: 5, initialFetch: 99, pageSize: 62 },
  COLLECTION_GROUP: { initialTiles: 8, initialFetch: 8, pageSize: 8 },
};

export function pageSettings(pageType: PageType): PageSettings {
  return PAGE_SETTINGS[pageType];
}
