/**
 * What a shared store (redis-store.ts) persists of a world and of a place, and how an instance brings its one live
 * world or place up to a snapshot another instance wrote.
 *
 * A world persists what an operation can change: its persona and seed, its catalog's anchor (the hour its catalog
 * was made for: the catalog itself is rebuilt from the seed and the anchor, getCatalog), the account, the faults, and
 * what the collectors received (tracked analytics, error reports). Its events are the running instance's (they are
 * carried separately, after each commit) and its clock is its place's.
 *
 * A place persists the persona chosen there, the named world a session joined and its clock's setting
 * (db/clock.ts: `ClockSetting`, on the base time every instance shares, the machine's).
 *
 * A live world is patched in place, never replaced: graphql-ws subscribers and memoised answers hold it and its
 * `events`; the account object keeps its identity too (as resetAccount keeps it).
 */
import type { CollectedAnalyticsEvent } from '../../common/analytics/collected.ts';
import type { CollectedErrorReport } from '../../common/errors/collected.ts';
import { answerTally } from '../core/answer-cache.ts';
import { clockSettingOf, type ClockSetting } from '../db/clock.ts';
import type { FaultSettings } from '../db/faults.ts';
import type { AccountState } from '../db/world.ts';
import { getCatalog, type SeededWorld } from '../scenarios/create-world.ts';
import type { PersonaId } from '../scenarios/personas.ts';
import type { Place } from './places.ts';
import type { StoreCodec } from './store.ts';

interface WorldSnapshot {
  persona: PersonaId;
  seed: number;
  /** The hour the world's catalog is made for (`Catalog.anchor`). */
  anchor: string;
  account: AccountState;
  faults: FaultSettings;
  tracked: CollectedAnalyticsEvent[];
  errors: CollectedErrorReport[];
}

/** Makes `list` hold `items`, keeping the array (a handler may hold it). */
function refill<Item>(list: Item[], items: Item[]): void {
  list.length = 0;
  for (const item of items) list.push(item);
}

export const worldCodec: StoreCodec<SeededWorld> = {
  encode: (world) =>
    JSON.stringify({
      persona: world.persona,
      seed: world.seed,
      anchor: world.catalog.anchor,
      account: world.account,
      faults: world.faults,
      tracked: world.tracked,
      errors: world.errors,
    } satisfies WorldSnapshot),
  apply(world, text) {
    const snapshot = JSON.parse(text) as WorldSnapshot;
    world.persona = snapshot.persona;
    world.seed = snapshot.seed;
    if (world.catalog.anchor !== snapshot.anchor) world.catalog = getCatalog(snapshot.seed, new Date(snapshot.anchor));
    const account = world.account;
    for (const key of Object.keys(account)) Reflect.deleteProperty(account, key);
    Object.assign(account, snapshot.account);
    world.faults = snapshot.faults;
    refill(world.tracked, snapshot.tracked);
    refill(world.errors, snapshot.errors);
  },
  events: (world) => world.events,
  unchangedFrom(world) {
    // An operation that only recalled memoised answers ran no handler (core/answer-cache.ts), so nothing of the account
    // changed; what the dispatcher may change around a handler is compared as well (the catalog kept at the clock's
    // hour, the faults, the collectors' lists).
    const tally = answerTally(world);
    const [recalled, made] = [tally.recalled, tally.made];
    const [persona, seed, anchor, faults, account] = [world.persona, world.seed, world.catalog.anchor, world.faults, world.account];
    const [tracked, errors] = [world.tracked.length, world.errors.length];
    return () =>
      tally.recalled > recalled &&
      tally.made === made &&
      world.persona === persona &&
      world.seed === seed &&
      world.catalog.anchor === anchor &&
      world.faults === faults &&
      world.account === account &&
      world.tracked.length === tracked &&
      world.errors.length === errors;
  },
};

interface PlaceSnapshot {
  persona: PersonaId;
  joined: string | null;
  clock: ClockSetting | null;
}

export const placeCodec: StoreCodec<Place> = {
  encode: (place) => JSON.stringify({ persona: place.persona, joined: place.joined, clock: place.clock.current } satisfies PlaceSnapshot),
  apply(place, text) {
    const snapshot = JSON.parse(text) as PlaceSnapshot;
    place.persona = snapshot.persona;
    place.joined = snapshot.joined;
    const setting = clockSettingOf(snapshot.clock);
    if (JSON.stringify(setting) !== JSON.stringify(place.clock.current)) place.clock.adopt(setting);
  },
};
