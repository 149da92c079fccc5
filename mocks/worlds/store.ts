/**
 * Where the mock worlds live: a store of worlds by id, which the dispatcher (backend.ts) goes through for every
 * request, so that where worlds are kept can change without touching the handlers. The in-memory store here is the
 * default (`npm start`, `npm run mock:server`, the tests); a shared store (Redis) implements the same interface.
 *
 * An id names one world (`session:<id>/<persona>`, `world:<name>/<persona>`, `server/<persona>`: see places.ts).
 * `update` is one operation's read-modify-write of a world as one step: the shared store (redis-store.ts) makes it
 * atomic across server instances; in memory the world is the live object an operation changes in place, and node's
 * one thread already runs each operation's synchronous stretches whole, as before there was a store. The places
 * (places.ts: a session's persona, the named world it joined, its clock) are kept in a store of the same kind.
 *
 * Idle worlds expire: a world not used for `idleMs` (by the store's clock, `now`: the server's clock, never a world's
 * own, which a tester may move) is dropped, and the next request for it starts afresh. A world `inUse` says is held
 * (a live subscription, the server's own world) is kept. Past `maxEntries`, the least recently used world not in use
 * is dropped to make room.
 */
import type { WorldEvents } from '../db/events.ts';

export type WorldId = string;

export interface WorldStore<Value> {
  /** The value with this id, made with `make` when there is none. */
  create(id: WorldId, make: () => Value): Promise<Value>;
  /**
   * One operation on the value (made with `make` when there is none): reads it, runs `change`, keeps what `change`
   * left, as one step; answers what `change` answered.
   */
  update<Result>(
    id: WorldId,
    make: () => Value,
    change: (value: Value) => Result | Promise<Result>,
    /**
     * Values of the other stores the id was found by (the request's places): a shared store checks them in the same
     * step as the value, and throws StaleAddressError before `change` runs if one of them changed meanwhile.
     */
    checked?: readonly StoreValueRef[],
  ): Promise<Result>;
  /**
   * A shared store only: the value this instance holds, without asking the store (it may be behind: pass it to
   * `update`'s `checked` to have it checked in the same step).
   */
  peek?(id: WorldId): Value | undefined;
  /** Drops every value idle for longer than the store's bound (and not in use); answers their ids. */
  expire(): Promise<WorldId[]>;
}

/** The shared store cannot be reached (Redis down): the request is answered 503, nothing half-written. */
export class StoreUnavailableError extends Error {}

/** A value of a store found by name: `{ store: 'places', id: 'session:abc' }`. */
export interface StoreValueRef {
  store: string;
  id: WorldId;
}

/** A value an operation was addressed by changed before the operation ran: address it again (the store's way). */
export class StaleAddressError extends Error {}

/**
 * What a shared store persists of a value, and how it brings the one live value an instance keeps up to a snapshot
 * another instance wrote (in place: subscribers and memoised answers hold references to it).
 */
export interface StoreCodec<Value> {
  /** The value's persisted state, as text; equal texts mean nothing to write. */
  encode(value: Value): string;
  /** Makes the live value what a snapshot says, in place. */
  apply(live: Value, snapshot: string): void;
  /** The value's events, held back during a change and carried to the other instances after its commit. */
  events?(value: Value): WorldEvents;
  /**
   * Called before an operation's change; what it answers, called after the change, is true only when the change
   * provably left the persisted state as it was (then the store does not encode the value to find out). Optional:
   * without it, every operation's value is encoded and compared.
   */
  unchangedFrom?(value: Value): () => boolean;
}

/** What a store needs to know of the values it keeps (the backend's worlds, or places). */
export interface StoreOptions<Value> extends MemoryStoreOptions<Value> {
  /** Its name, which a shared store keys it by (`worlds`, `places`). */
  name: string;
  codec: StoreCodec<Value>;
}

/** Makes the backend's stores (its worlds' and its places'): in memory by default, or shared (createRedisStorage). */
export type StoreFactory = <Value>(options: StoreOptions<Value>) => WorldStore<Value>;

/** The default: each store in this process's memory. */
export const memoryStores: StoreFactory = (options) => createMemoryStore(options);

export interface MemoryStoreOptions<Value> {
  /** The store's clock (the server's; tests pass their own). */
  now: () => Date;
  /** How long a value may sit unused before it expires, in milliseconds. */
  idleMs: number;
  /** The most values kept; past it the least recently used one not in use is dropped. */
  maxEntries: number;
  /** Whether a value is held and must not expire or be dropped (default: never). */
  inUse?: (id: WorldId, value: Value) => boolean;
  /** Told of each value dropped (expired or pushed out), after it left the store. */
  onDrop?: (id: WorldId, value: Value) => void;
}

interface Entry<Value> {
  value: Value;
  usedAt: number;
}

/** The default store: values in this process's memory, in order of last use (a Map keeps insertion order). */
export function createMemoryStore<Value>(
  options: MemoryStoreOptions<Value>,
): WorldStore<Value> & { readonly size: number; /** The value with this id, or undefined (never made, expired or dropped); a read counts as use. */ get(id: WorldId): Promise<Value | undefined> } {
  const entries = new Map<WorldId, Entry<Value>>();
  const inUse = options.inUse ?? (() => false);
  const time = () => options.now().getTime();

  const stale = (id: WorldId, entry: Entry<Value>, at: number) => at - entry.usedAt > options.idleMs && !inUse(id, entry.value);

  /** The id last put at the end of the order (the most recently used), while it is there. */
  let newest: WorldId | undefined;

  function drop(id: WorldId, entry: Entry<Value>): void {
    entries.delete(id);
    if (id === newest) newest = undefined;
    options.onDrop?.(id, entry.value);
  }

  function touch(id: WorldId, entry: Entry<Value>, at: number): void {
    entry.usedAt = at;
    // A session's requests come one after another: the most recently used value is already last in the order.
    if (id === newest) return;
    entries.delete(id);
    entries.set(id, entry);
    newest = id;
  }

  function read(id: WorldId): Value | undefined {
    const entry = entries.get(id);
    if (!entry) return undefined;
    const at = time();
    if (stale(id, entry, at)) {
      drop(id, entry);
      return undefined;
    }
    touch(id, entry, at);
    return entry.value;
  }

  function make(id: WorldId, build: () => Value): Value {
    const found = read(id);
    if (found !== undefined) return found;
    const value = build();
    if (entries.size >= options.maxEntries) {
      // Least recently used first: the first entry not in use goes.
      for (const [oldId, old] of entries) {
        if (inUse(oldId, old.value)) continue;
        drop(oldId, old);
        break;
      }
    }
    entries.set(id, { value, usedAt: time() });
    newest = id;
    return value;
  }

  return {
    get size() {
      return entries.size;
    },
    get: async (id) => read(id),
    create: async (id, build) => make(id, build),
    update: async (id, build, change) => change(make(id, build)),
    expire: async () => {
      const at = time();
      const gone: WorldId[] = [];
      for (const [id, entry] of [...entries]) {
        if (!stale(id, entry, at)) continue;
        drop(id, entry);
        gone.push(id);
      }
      return gone;
    },
  };
}
