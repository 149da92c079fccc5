/**
 * Opaque ids and cursors. Everything is base64url of a small text so ids survive URLs and caches, work in
 * browsers and node alike (btoa/atob), and can be decoded without server state:
 * - page id `pg_<b64 JSON [pageType, typeId, filter, filterId, sorterId, capabilityMask]>`
 * - tile group id `tg_<b64 JSON [...page key, groupKey]>`: the page context plus the group's key within the
 *   page, so `tiles(tileGroupId)` rebuilds the page and finds the group;
 * - page section id `ps_<b64 JSON [...page key, sectionKey]>`: a PageSection is a Node, whose id the contract makes
 *   globally unique, and a show's episodes section differs with each season, schedule type and order, so its id
 *   names the page it came with (a show's Season 1 and Season 2 episodes sections are two ids);
 * - cursor `c_<b64 "scope|version|index|itemKey">`: scope is a hash of the list's id (a cursor of another
 *   list is MISSING), version a hash of the list's item keys when the cursor was issued (a different
 *   version now is STALE), index and item key locate the position.
 */
import type { Capability, PageType } from '../../generated/graphql/schema.ts';

const ASCII = /^\p{ASCII}*$/u;

export function toBase64Url(text: string): string {
  // ASCII text is its own UTF-8 (every id and cursor the world makes); other text goes through its bytes.
  let binary = text;
  if (!ASCII.test(text)) {
    binary = '';
    for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** 32-bit FNV-1a as 8 hex digits: list versions and cursor scopes (not security). */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Every capability in a fixed order: the bit positions of the capability mask. */
export const ALL_CAPABILITIES: readonly Capability[] = [
  'COLLECTION_TILE_GROUPS',
  'HERO_PROMOTION',
  'MOVIE_SHOWINGS',
  'GUIDE_FILTERS_V2',
  'GUIDE_RECENT_GROUP',
  'TILE_GROUP_LAYOUT',
  'COLLECTION_GROUPS',
  'OUT_OF_PLAN_CONTENT',
];

/** What the web app always sends (searchDropDown has no capabilities argument and gets these). */
export const DEFAULT_CAPABILITIES: readonly Capability[] = [
  'COLLECTION_TILE_GROUPS',
  'HERO_PROMOTION',
  'TILE_GROUP_LAYOUT',
  'COLLECTION_GROUPS',
  'OUT_OF_PLAN_CONTENT',
];

const PAGE_TYPES: readonly PageType[] = [
  'HOME',
  'SAVED',
  'CHANNEL',
  'COLLECTION_GROUP',
  'SHOW',
  'PRESENTATION',
  'EPISODE',
  'GUIDE',
  'SEARCH',
  'TILE_GROUP',
  'TOP',
];

/** The variables a page is built from (page(...) minus paging). */
export interface PageKey {
  pageType: PageType;
  typeId: string | null;
  filter: string | null;
  filterId: string | null;
  sorterId: string | null;
  capabilities: ReadonlySet<Capability>;
}

function capabilityMask(capabilities: ReadonlySet<Capability>): number {
  return ALL_CAPABILITIES.reduce((mask, capability, bit) => (capabilities.has(capability) ? mask | (1 << bit) : mask), 0);
}

function capabilitiesOf(mask: number): Set<Capability> {
  return new Set(ALL_CAPABILITIES.filter((_, bit) => (mask & (1 << bit)) !== 0));
}

type PageKeyTuple = [PageType, string | null, string | null, string | null, string | null, number];

function tupleOf(key: PageKey): PageKeyTuple {
  return [key.pageType, key.typeId, key.filter, key.filterId, key.sorterId, capabilityMask(key.capabilities)];
}

function keyOfTuple(value: unknown): PageKey | null {
  if (!Array.isArray(value) || value.length < 6) return null;
  const [pageType, typeId, filter, filterId, sorterId, mask] = value as unknown[];
  const optional = (item: unknown): item is string | null => item === null || typeof item === 'string';
  if (!PAGE_TYPES.includes(pageType as PageType)) return null;
  if (!optional(typeId) || !optional(filter) || !optional(filterId) || !optional(sorterId)) return null;
  if (typeof mask !== 'number' || !Number.isInteger(mask)) return null;
  return { pageType: pageType as PageType, typeId, filter, filterId, sorterId, capabilities: capabilitiesOf(mask) };
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function encodePageId(key: PageKey): string {
  return `pg_${toBase64Url(JSON.stringify(tupleOf(key)))}`;
}

export function encodeTileGroupId(key: PageKey, groupKey: string): string {
  return `tg_${toBase64Url(JSON.stringify([...tupleOf(key), groupKey]))}`;
}

export function encodePageSectionId(key: PageKey, sectionKey: string): string {
  return `ps_${toBase64Url(JSON.stringify([...tupleOf(key), sectionKey]))}`;
}

export function decodeTileGroupId(id: string): { page: PageKey; groupKey: string } | null {
  if (!id.startsWith('tg_')) return null;
  const value = parseJson(fromBase64Url(id.slice(3)));
  if (!Array.isArray(value) || value.length !== 7 || typeof value[6] !== 'string') return null;
  const page = keyOfTuple(value.slice(0, 6));
  return page ? { page, groupKey: value[6] } : null;
}

export interface CursorData {
  scope: string;
  version: string;
  index: number;
  key: string;
}

export function encodeCursor(data: CursorData): string {
  return `c_${toBase64Url(`${data.scope}|${data.version}|${data.index}|${data.key}`)}`;
}

export function decodeCursor(cursor: string): CursorData | null {
  if (!cursor.startsWith('c_')) return null;
  const text = fromBase64Url(cursor.slice(2));
  if (text === null) return null;
  const [scope, version, index, ...rest] = text.split('|');
  const position = Number(index);
  if (!scope || !version || !Number.isInteger(position) || position < 0 || rest.length === 0) return null;
  return { scope, version, index: position, key: rest.join('|') };
}
