/**
 * Makes a mock world: the catalog for the seed and the hour (cached and frozen: it is immutable and
 * shared by every world of that seed and hour), the persona's account (or one restored from
 * persistence), fresh events and the clock. It lives above db/: the persona table (here in scenarios/)
 * and the image paths (media/) seed the world, never the other way round. The clock is the only source of time in the mocks.
 */
import type { CollectedAnalyticsEvent } from '../../common/analytics/collected.ts';
import type { CollectedErrorReport } from '../../common/errors/collected.ts';
import { anchorOf, buildCatalog } from '../db/catalog/index.ts';
import { WorldEvents } from '../db/events.ts';
import type { FaultSettings } from '../db/faults.ts';
import type { AccountState, Catalog, Clock, World } from '../db/world.ts';
import { CATALOG_IMAGE_PATHS } from '../media/images.ts';
import { ControlledClock } from '../db/clock.ts';
import { DEFAULT_PERSONA, personas, type PersonaId } from './personas.ts';

/** The seed worlds use unless told otherwise. */
export const DEFAULT_SEED = 20_250_612;

export interface CreateWorldOptions {
  persona?: PersonaId;
  seed?: number;
  /** The world's clock; defaults to the real time. */
  now?: () => Date;
  /** A clock to share (the backend's, which the developer can set: db/clock.ts); `now` is ignored then. */
  clock?: Clock;
  faults?: FaultSettings;
  /** An account restored from persistence; the persona's fresh account otherwise. */
  account?: AccountState;
  /** Collected analytics events restored from persistence; none otherwise. */
  tracked?: CollectedAnalyticsEvent[];
  /** Collected error reports restored from persistence; none otherwise. */
  errors?: CollectedErrorReport[];
}

const CACHE_SIZE = 8;
const catalogs = new Map<string, Catalog>();

/**
 * Freezes `value` and every object under it. The catalog is plain data (arrays and records of ≈ 30,000 objects), made
 * with every page load of the mock build: its elements and properties are walked in place, with no array of values
 * made per object (that walk cost two to four times this one).
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const child: unknown = value[index];
      if (typeof child === 'object' && child !== null) deepFreeze(child);
    }
  } else {
    for (const key in value) {
      const child = value[key];
      if (typeof child === 'object' && child !== null) deepFreeze(child);
    }
  }
  return value;
}

/**
 * The catalog of a seed at the hour containing `at`. Built once per seed and hour, then shared and
 * deeply frozen: mutate the account, never the catalog.
 */
export function getCatalog(seed: number, at: Date): Catalog {
  const anchor = anchorOf(at);
  const key = `${seed}@${anchor.toISOString()}`;
  let catalog = catalogs.get(key);
  if (!catalog) {
    catalog = deepFreeze(buildCatalog(seed, anchor, CATALOG_IMAGE_PATHS));
    catalogs.set(key, catalog);
    while (catalogs.size > CACHE_SIZE) {
      const oldest = catalogs.keys().next().value;
      if (oldest === undefined) break;
      catalogs.delete(oldest);
    }
  } else {
    // Most recently used last.
    catalogs.delete(key);
    catalogs.set(key, catalog);
  }
  return catalog;
}

/** A world seeded from one of the scenarios' personas. */
export type SeededWorld = World<PersonaId>;

export function createWorld(options: CreateWorldOptions = {}): SeededWorld {
  const persona = options.persona ?? DEFAULT_PERSONA;
  const seed = options.seed ?? DEFAULT_SEED;
  const clock = options.clock ?? { now: options.now ?? (() => new Date()) };
  const now = () => clock.now();
  const catalog = getCatalog(seed, now());
  return {
    persona,
    seed,
    clock,
    catalog,
    account: options.account ?? personas[persona].build(catalog, now()),
    faults: options.faults ?? {},
    events: new WorldEvents(),
    tracked: options.tracked ?? [],
    errors: options.errors ?? [],
  };
}

/** Rebuilds the persona's account in place (the same `world.account` object) and emits accountChanged. */
export function resetAccount(world: SeededWorld): void {
  const fresh = personas[world.persona].build(world.catalog, world.clock.now());
  const account = world.account;
  // Drop keys a restored (older) account may carry, then take the fresh values.
  for (const key of Object.keys(account)) Reflect.deleteProperty(account, key);
  Object.assign(account, fresh);
  world.events.emit('accountChanged', {});
}

const HOUR_MS = 3_600_000;
/** How far before and after its catalog's anchor a world's clock may stand before the catalog is remade. */
const CATALOG_SPAN_BEFORE_MS = 6 * HOUR_MS;
const CATALOG_SPAN_AFTER_MS = 24 * HOUR_MS;

/**
 * Remakes the world's catalog for the clock's hour once a clock the developer set (db/clock.ts) has left the
 * catalog's span (set far ahead or back, or run fast): the guide, on-demand windows and editorial rows follow the
 * clock as a world made at that hour would have them. Ids stay the same (every airing, show and episode keeps its id
 * across anchors), so the account's favorites, follows and progress still name them. A clock nobody set keeps the
 * catalog of the hour the world was made in, as before. True when the catalog changed.
 */
export function keepCatalogAtClock(world: SeededWorld): boolean {
  if (!(world.clock instanceof ControlledClock) || world.clock.current === null) return false;
  const now = world.clock.now();
  const anchor = Date.parse(world.catalog.anchor);
  const offset = now.getTime() - anchor;
  if (offset >= -CATALOG_SPAN_BEFORE_MS && offset < CATALOG_SPAN_AFTER_MS) return false;
  world.catalog = getCatalog(world.seed, now);
  return true;
}
