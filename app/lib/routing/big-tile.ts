/**
 * The big-tile detail modal is addressed by the URL: `?detail={type}/{id}` on top of the
 * current page (`/player/mytv?detail=show/abc`), so it survives a reload, has a shareable address, and
 * the browser's Back closes it like the modal's own Back button.
 */
import type { PageType } from '../../../generated/graphql/operations.ts';

export const BIG_TILE_PARAM = 'detail';

export const BIG_TILE_PAGE_TYPES = ['CHANNEL', 'SHOW', 'EPISODE', 'PRESENTATION'] as const satisfies readonly PageType[];
export type BigTilePageType = (typeof BIG_TILE_PAGE_TYPES)[number];

export interface BigTileTarget {
  pageType: BigTilePageType;
  id: string;
}

/** `show/abc` for a show, `channel/7` for a channel. */
export function bigTileValue(target: BigTileTarget): string {
  return `${target.pageType.toLowerCase()}/${target.id}`;
}

/** The target in a `detail` value, or null when the value is missing, of another type, or has no id. */
export function parseBigTile(value: string | null): BigTileTarget | null {
  if (!value) return null;
  const slash = value.indexOf('/');
  if (slash < 0) return null;
  const pageType = BIG_TILE_PAGE_TYPES.find((type) => type.toLowerCase() === value.slice(0, slash));
  const id = value.slice(slash + 1);
  return pageType && id ? { pageType, id } : null;
}

/** The search string with the modal opened on `target`, or closed (null); other parameters are kept. */
export function withBigTile(search: string, target: BigTileTarget | null): string {
  const params = new URLSearchParams(search);
  if (target) params.set(BIG_TILE_PARAM, bigTileValue(target));
  else params.delete(BIG_TILE_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many modal views were pushed onto history since the page under the modal (0: opened by a link). */
export function bigTileDepth(state: unknown): number {
  if (typeof state !== 'object' || state === null || !('bigTileDepth' in state)) return 0;
  const depth = (state as { bigTileDepth: unknown }).bigTileDepth;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** The history state of a view opened from `state`'s view: one level deeper. */
export function nextBigTileState(state: unknown): { bigTileDepth: number } {
  return { bigTileDepth: bigTileDepth(state) + 1 };
}
