/**
 * The shared world store: worlds and places in Redis (`--store redis://host:port[/db]`), so that several server
 * instances behind a load balancer serve the same worlds, and a restart loses none. Why it works this way, and what
 * it costs: docs/decisions/0015-redis-world-store.md.
 *
 * - Each value is a Redis hash `airwave:<store>:<id>` of a version `v` and the codec's snapshot `d` (codec.ts).
 * - Each instance keeps ONE live value per id (subscribers and memoised answers hold it): when Redis has a newer
 *   version, the codec patches the live value in place.
 * - An operation (`update`) is an optimistic read-modify-write: one round trip checks the version (a Lua script
 *   that answers the snapshot only when it is newer than the live one, and refreshes the key's idle time), the
 *   change runs on the live value, and only if its snapshot changed does a second script write it, if the version is
 *   still the one read (compare-and-set). On a conflict the script answers the newer snapshot: what the change did
 *   is undone (the live value set back, its events dropped) and it runs again on the fresh state. Within one
 *   instance, a world's operations run one after another (a queue per id), so an instance never conflicts with itself.
 * - At most one version check per value is in flight: the operations that arrive while one is wait for the next, sent
 *   when it is answered, and share it (`shared`): each check is sent after its operations arrived, so each sees every
 *   write completed before it arrived, and a busy world costs Redis one check per round trip, not one per operation.
 * - Events: a change's events are held back while it runs and delivered after its commit; the commit script
 *   publishes them (with the new version) on the world's channel, `airwave:<store>:events:<id>`, in the same atomic
 *   step. Every other instance that keeps the world live brings it up to that version and emits the events on it, so
 *   its graphql-ws subscribers are pushed and its memoised answers (which listen to accountChanged) emptied.
 * - Idle expiry: each use sets the key's time to live to the store's bound (Redis's own clock); an instance
 *   refreshes the worlds it holds in use (a live subscription) while they are.
 * - Outage: commands are not queued while Redis is away and time out quickly; the operation then fails with
 *   StoreUnavailableError (the backend answers 503 with the contract's error body), the live value is set back to
 *   its last committed state, and the client reconnects by itself.
 */
import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { parseRedisUrl, type RedisAddress } from './redis-url.ts';
import type { HeldEvent } from '../db/events.ts';
import { StaleAddressError, StoreUnavailableError, type StoreFactory, type StoreOptions, type StoreValueRef, type WorldId, type WorldStore } from './store.ts';

/** How long a command may wait for Redis before the operation fails (503), in milliseconds. */
export const REDIS_COMMAND_TIMEOUT_MS = 5_000;
/**
 * How long the start may wait for a Redis that is there but slow to answer (a loaded machine, a Redis still loading
 * its file): attempts that time out are retried until then; one that is refused or names no host fails at once.
 */
export const REDIS_START_BUDGET_MS = 15_000;
/** How long connecting may take, at start and on each reconnect, in milliseconds. */
const REDIS_CONNECT_TIMEOUT_MS = 5_000;
/** The longest wait between two reconnection attempts while Redis is away, in milliseconds. */
const REDIS_RECONNECT_MAX_MS = 1_000;
/** How many times an operation runs again after losing a race with another instance before it gives up (503). */
const MAX_ATTEMPTS = 50;
const KEY_PREFIX = 'airwave';

/** Redis's answers of the two scripts (strings only). */
type CheckReply = ['absent'] | ['same', string] | ['newer', string, string];
type CommitReply = ['absent'] | ['conflict', string, string] | ['ok', string];

/**
 * The version of a value in Redis, with its snapshot when it is not the one the instance knows, and the versions of
 * the values it was addressed by (its place), in one step; refreshes each one's time to live. KEYS: the value, then
 * those it was addressed by. ARGV: ttl, then each key's known version. Answers a triple per key: state, version, snapshot.
 */
const CHECK = `
local out = {}
for i, key in ipairs(KEYS) do
  local v = redis.call('HGET', key, 'v')
  if not v then
    out[#out + 1] = 'absent'; out[#out + 1] = ''; out[#out + 1] = ''
  else
    redis.call('PEXPIRE', key, ARGV[1])
    if v == ARGV[i + 1] then
      out[#out + 1] = 'same'; out[#out + 1] = v; out[#out + 1] = ''
    elseif i == 1 then
      out[#out + 1] = 'newer'; out[#out + 1] = v; out[#out + 1] = redis.call('HGET', key, 'd')
    else
      out[#out + 1] = 'newer'; out[#out + 1] = v; out[#out + 1] = ''
    end
  end
end
return out`;

/**
 * Writes a snapshot if the version is still the one the change started from (compare-and-set), and publishes the
 * change's events with the new version. KEYS: value. ARGV: expected version ('0': absent), snapshot, ttl, channel, events.
 */
const COMMIT = `
local v = redis.call('HGET', KEYS[1], 'v') or '0'
if v ~= ARGV[1] then
  if v == '0' then return {'absent'} end
  return {'conflict', v, redis.call('HGET', KEYS[1], 'd')}
end
local next = tostring(tonumber(v) + 1)
redis.call('HSET', KEYS[1], 'v', next, 'd', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
if ARGV[5] ~= '' then redis.call('PUBLISH', ARGV[4], next .. '|' .. ARGV[5]) end
return {'ok', next}`;

interface Script {
  lua: string;
  sha: string;
}
const script = (lua: string): Script => ({ lua, sha: createHash('sha1').update(lua).digest('hex') });
const CHECK_SCRIPT = script(CHECK);
const COMMIT_SCRIPT = script(COMMIT);

/** What the commit publishes after the new version: the instance that made the change, and its events. */
interface Published {
  origin: string;
  events: readonly HeldEvent[];
}

export interface RedisStorage {
  /** Makes the backend's stores over this connection (createMockBackend's `store`). */
  stores: StoreFactory;
  address: RedisAddress;
  /** Stops the stores' timers and closes both connections. */
  close(): Promise<void>;
}

function connection(address: RedisAddress, onError: (error: Error) => void): Redis {
  const client = new Redis({
    host: address.host,
    port: address.port,
    db: address.db,
    lazyConnect: true,
    // Fail fast while Redis is away (the request gets a 503), rather than queue the request until it comes back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 100, REDIS_RECONNECT_MAX_MS),
  });
  client.on('error', onError);
  return client;
}

/**
 * Connects to Redis at `url` (`redis://host:port[/db]`) and answers the stores to give createMockBackend
 * (`store`). A bad URL throws StoreUrlError; a Redis that does not answer throws StoreUnavailableError naming it.
 */
/** Waits for Redis's answer to PING, asking again while it only times out (slow, not absent) until `deadline`. */
async function answered(client: Redis, deadline: number): Promise<void> {
  for (;;) {
    try {
      await client.ping();
      return;
    } catch (error) {
      const slow = /timed? ?out/i.test((error as Error).message);
      if (!slow || Date.now() >= deadline) throw error;
    }
  }
}

export async function connectRedisStorage(url: string): Promise<RedisStorage> {
  const address = parseRedisUrl(url);
  let outage: string | null = null;
  let lastError: Error | null = null;
  const report = (error: Error) => {
    lastError = error;
    // Told once per outage (ioredis reports every failed reconnection); 'ready' ends it.
    if (outage !== null) return;
    outage = error.message;
    if (started) console.warn(`[mock server] the world store (Redis at ${address.url}) is unreachable: ${error.message}; requests get 503 until it is back.`);
  };
  let started = false;
  const client = connection(address, report);
  const subscriber = connection(address, report);
  client.on('ready', () => {
    if (outage !== null && started) console.warn(`[mock server] the world store (Redis at ${address.url}) is back.`);
    outage = null;
  });
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
    await answered(client, Date.now() + REDIS_START_BUDGET_MS);
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    const cause = lastError ?? (error as Error);
    throw new StoreUnavailableError(`Redis at ${address.url} did not answer (${cause.message}): start it, or check the host, port and database of --store.`);
  }
  started = true;
  const routes = new Map<string, (id: WorldId, message: string) => void>();
  subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => {
    for (const [prefix, route] of routes) if (channel.startsWith(prefix)) route(channel.slice(prefix.length), message);
  });
  const closers: Array<() => void> = [];
  const registry = new Map<string, Held>();
  /** Why a command failed, in words: while the connection is down, what its last attempt met (connect ECONNREFUSED …). */
  const why = (error: Error) => (client.status === 'ready' || lastError === null ? error.message : `no connection (${lastError.message}); reconnecting`);
  const instance = createHash('sha1').update(`${process.pid}|${Date.now()}|${Math.random()}`).digest('hex').slice(0, 16);

  let closed = false;
  /**
   * Listens to a store's event channels, asking again until Redis takes it: a subscription that failed (timed out on
   * a loaded machine, or asked while the connection was down) would leave this instance deaf to the others' changes.
   * Not an outage of the store (its commands may well work): said in its own line.
   */
  const listen = (pattern: string): void => {
    subscriber.psubscribe(pattern).catch((error: Error) => {
      if (closed) return;
      console.warn(`[mock server] listening to the other instances' changes (Redis at ${address.url}) failed: ${error.message}; asking again.`);
      setTimeout(() => listen(pattern), REDIS_RECONNECT_MAX_MS).unref();
    });
  };

  const stores: StoreFactory = <Value>(options: StoreOptions<Value>) => {
    const channelPrefix = `${KEY_PREFIX}:${options.name}:events:`;
    const store = createRedisStore(client, address, options, instance, why, registry);
    routes.set(channelPrefix, store.hear);
    listen(`${channelPrefix}*`);
    closers.push(store.stop);
    return store.store;
  };

  return {
    stores,
    address,
    close: async () => {
      closed = true;
      for (const stop of closers) stop();
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

interface Entry<Value> {
  value: Value;
  /** The version the live value is at ('0': not yet written). */
  version: string;
  /** The snapshot of that version, as the codec encodes the live value. */
  synced: string;
  /** When it was last used, by the store's clock (local bookkeeping; Redis keeps its own time to live). */
  usedAt: number;
}

/**
 * The version check an operation waits for (see `shared`): the value's state in Redis at a moment after the operation
 * arrived; a place it was addressed by that changed since it arrived rejects it with StaleAddressError.
 */
type PendingCheck = Promise<CheckReply>;

/** A check's answer: the value's state, and each place's [state, version] by key. */
interface CheckAnswer {
  value: CheckReply;
  places: Map<string, readonly [string, string]>;
}

/** One version check of a value, shared by every operation that arrived before it was sent. */
interface SharedCheck {
  /** The places its operations were addressed by, by key, checked in the same step. */
  places: Map<string, StoreValueRef>;
  /** Settles with the check's answer once it is sent and answered. */
  answer: Promise<CheckAnswer>;
  settle(outcome: CheckAnswer | { error: unknown }): void;
}

/** A value's checks: whether one is in flight, and the next, which the operations arriving meanwhile wait for. */
interface CheckSlot {
  inFlight: boolean;
  next: SharedCheck | undefined;
}

/** What a store of one storage tells the others: the version it holds of a value (undefined: none held). */
interface Held {
  versionOf(id: WorldId): string | undefined;
}

function createRedisStore<Value>(
  client: Redis,
  address: RedisAddress,
  options: StoreOptions<Value>,
  instance: string,
  why: (error: Error) => string,
  registry: Map<string, Held>,
) {
  const { codec } = options;
  const inUse = options.inUse ?? (() => false);
  const time = () => options.now().getTime();
  const ttl = String(options.idleMs);
  const keyOf = (id: WorldId) => `${KEY_PREFIX}:${options.name}:${id}`;
  const channelOf = (id: WorldId) => `${KEY_PREFIX}:${options.name}:events:${id}`;
  const entries = new Map<WorldId, Entry<Value>>();
  const tails = new Map<WorldId, Promise<void>>();

  /** Runs one Redis script (EVALSHA, loading it on first use); a failure to reach Redis is a StoreUnavailableError. */
  async function run<Reply>(used: Script, keys: string[], args: string[]): Promise<Reply> {
    try {
      try {
        return (await client.evalsha(used.sha, keys.length, ...keys, ...args)) as Reply;
      } catch (error) {
        if (!(error as Error).message.startsWith('NOSCRIPT')) throw error;
        return (await client.eval(used.lua, keys.length, ...keys, ...args)) as Reply;
      }
    } catch (error) {
      throw unavailable(error);
    }
  }

  const placeKeyOf = (ref: StoreValueRef) => `${KEY_PREFIX}:${ref.store}:${ref.id}`;
  /** The version this instance holds of a value of another store of this Redis (undefined: not held). */
  const heldVersion = (ref: StoreValueRef) => registry.get(ref.store)?.versionOf(ref.id);

  /**
   * One round trip: the value's state in Redis (its snapshot if newer than the live one's), and the state and version
   * of each of the places (values of other stores of this Redis, by key) against the version this instance holds.
   */
  async function ask(id: WorldId, places: ReadonlyMap<string, StoreValueRef>): Promise<CheckAnswer> {
    const keys = [...places.keys()];
    const reply = await run<string[]>(CHECK_SCRIPT, [keyOf(id), ...keys], [ttl, entries.get(id)?.version ?? '', ...keys.map((key) => heldVersion(places.get(key) as StoreValueRef) ?? '')]);
    const answered = new Map<string, readonly [string, string]>();
    keys.forEach((key, index) => answered.set(key, [reply[(index + 1) * 3] ?? 'absent', reply[(index + 1) * 3 + 1] ?? '']));
    const [state = 'absent', version = '', snapshot = ''] = reply;
    return { value: state === 'same' ? ['same', version] : state === 'newer' ? ['newer', version, snapshot] : ['absent'], places: answered };
  }

  /**
   * The places an operation was addressed by, with the version of each this instance holds now; StaleAddressError if
   * one is not held.
   */
  function addressedBy(checked: readonly StoreValueRef[]): Array<{ ref: StoreValueRef; key: string; version: string }> {
    return checked.map((ref) => {
      const version = heldVersion(ref);
      if (version === undefined) throw new StaleAddressError(`${ref.store}/${ref.id} is not held here`);
      return { ref, key: placeKeyOf(ref), version };
    });
  }

  /**
   * The value's state (see `ask`) for an operation addressed by `checked` as this instance holds them now:
   * StaleAddressError if one of them is not the version held when the operation arrived (changed on another
   * instance, or here, since).
   */
  function verified(
    answer: Promise<CheckAnswer>,
    addressed: ReturnType<typeof addressedBy>,
  ): Promise<CheckReply> {
    return answer.then(({ value, places }) => {
      for (const { ref, key, version } of addressed) {
        const [state, now] = places.get(key) ?? ['absent', ''];
        if (state !== 'same' || now !== version) throw new StaleAddressError(`${ref.store}/${ref.id} changed`);
      }
      return value;
    });
  }

  /** One round trip of its own (see `ask`): for what is not an operation's first look (a retry, an event heard). */
  async function check(id: WorldId, checked: readonly StoreValueRef[] = []): Promise<CheckReply> {
    const addressed = addressedBy(checked);
    return verified(ask(id, new Map(addressed.map(({ key, ref }) => [key, ref]))), addressed);
  }

  function unavailable(error: unknown): StoreUnavailableError {
    if (error instanceof StoreUnavailableError) return error;
    return new StoreUnavailableError(`The mock world store (Redis at ${address.url}) cannot be reached: ${why(error as Error)}. Try again once it is back.`);
  }

  /** One id's work after the previous one's (the per-world queue): an instance never races itself. */
  function queued<Result>(id: WorldId, work: () => Promise<Result>): Promise<Result> {
    const result = (tails.get(id) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(id, tail);
    void tail.then(() => {
      if (tails.get(id) === tail) tails.delete(id);
    });
    return result;
  }

  function touch(id: WorldId, entry: Entry<Value>): void {
    entries.delete(id);
    entry.usedAt = time();
    entries.set(id, entry);
  }

  function drop(id: WorldId, entry: Entry<Value>): void {
    entries.delete(id);
    options.onDrop?.(id, entry.value);
  }

  function keep(id: WorldId, value: Value, version: string): Entry<Value> {
    if (entries.size >= options.maxEntries) {
      // The least recently used live value not in use leaves this instance (Redis still has it).
      for (const [oldId, old] of entries) {
        if (inUse(oldId, old.value)) continue;
        drop(oldId, old);
        break;
      }
    }
    const entry = { value, version, synced: codec.encode(value), usedAt: time() };
    entries.set(id, entry);
    return entry;
  }

  /** The live value takes a snapshot (in place); its memoised answers go. */
  function adopt(entry: Entry<Value>, version: string, snapshot: string): void {
    codec.apply(entry.value, snapshot);
    entry.version = version;
    entry.synced = codec.encode(entry.value);
    codec.events?.(entry.value).emit('accountChanged', {});
  }

  /** The live value as Redis has it now (one round trip); undefined when Redis has none. */
  async function refresh(id: WorldId): Promise<Entry<Value> | undefined> {
    const entry = entries.get(id);
    const reply = await check(id);
    if (reply[0] === 'absent') return undefined;
    if (reply[0] === 'same' && entry) {
      touch(id, entry);
      return entry;
    }
    if (reply[0] !== 'newer') throw unavailable(new Error(`unexpected answer ${JSON.stringify(reply)}`));
    if (entry) {
      adopt(entry, reply[1], reply[2]);
      touch(id, entry);
      return entry;
    }
    return undefined;
  }

  const slots = new Map<WorldId, CheckSlot>();

  /**
   * An operation's version check, shared: at most one check of a value is in flight at a time. An operation that
   * arrives while none is sends one at once; one that arrives while one is in flight waits for the NEXT check, sent as
   * soon as the one in flight is answered, together with every other operation that arrived meanwhile. So every
   * operation's check is sent after it arrived (its answer holds every write that completed before the operation
   * arrived, on any instance: it stays linearizable), and a busy value's operations cost Redis one check per round
   * trip, not one each. The operations still run one after another in the value's queue; each reads the shared
   * answer as of its turn (answerOf).
   */
  function shared(id: WorldId, checked: readonly StoreValueRef[] = []): PendingCheck {
    let addressed: ReturnType<typeof addressedBy>;
    try {
      addressed = addressedBy(checked);
    } catch (error) {
      return Promise.reject(error);
    }
    let slot = slots.get(id);
    if (!slot) {
      slot = { inFlight: false, next: undefined };
      slots.set(id, slot);
    }
    let next = slot.next;
    if (!next) {
      let settle!: SharedCheck['settle'];
      const answer = new Promise<CheckAnswer>((resolve, reject) => {
        settle = (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome));
      });
      answer.catch(() => undefined);
      next = { places: new Map(), answer, settle };
      slot.next = next;
    }
    for (const { key, ref } of addressed) next.places.set(key, ref);
    const pending = verified(next.answer, addressed);
    pending.catch(() => undefined);
    if (!slot.inFlight) send(id, slot);
    return pending;
  }

  /** Sends a value's next check (it is then the one in flight); when it is answered, the next one if any waits. */
  function send(id: WorldId, slot: CheckSlot): void {
    const sending = slot.next;
    if (!sending) {
      slots.delete(id);
      return;
    }
    slot.next = undefined;
    slot.inFlight = true;
    ask(id, sending.places).then(
      (answer) => sending.settle(answer),
      (error: unknown) => sending.settle({ error }),
    ).finally(() => {
      slot.inFlight = false;
      send(id, slot);
    });
  }

  /**
   * A shared check's answer, as of this operation's turn: the live value stands when it is at least as new as the
   * answer (this instance's own commits, or an earlier operation of the same check that adopted it); a newer answer's
   * snapshot is taken; what cannot be told from the answer (an 'absent' while the live value was written since, a
   * 'same' for a live value since dropped) is asked again.
   */
  async function answerOf(id: WorldId, pending: PendingCheck, checked?: readonly StoreValueRef[]): Promise<CheckReply> {
    const reply = await pending;
    const entry = entries.get(id);
    if (entry === undefined) return reply[0] === 'same' ? check(id, checked) : reply;
    if (reply[0] === 'absent') return entry.version === '0' ? reply : check(id, checked);
    if (Number(reply[1]) <= Number(entry.version)) return ['same', entry.version];
    return reply[0] === 'newer' ? reply : check(id, checked);
  }

  /** The live value, brought up to Redis's version; made (and written) with `make` when Redis has none. */
  async function sync(id: WorldId, make: () => Value, checked?: readonly StoreValueRef[], pending?: PendingCheck): Promise<Entry<Value>> {
    const entry = entries.get(id);
    const reply = pending ? await answerOf(id, pending, checked) : await check(id, checked);
    if (reply[0] === 'same' && entry) {
      touch(id, entry);
      return entry;
    }
    if (reply[0] === 'newer') {
      if (entry) {
        adopt(entry, reply[1], reply[2]);
        touch(id, entry);
        return entry;
      }
      const value = make();
      codec.apply(value, reply[2]);
      return keep(id, value, reply[1]);
    }
    return establish(id, make, entry);
  }

  /** A value Redis does not have (new, or expired there): made afresh (the live one reset in place) and written. */
  async function establish(id: WorldId, make: () => Value, found: Entry<Value> | undefined): Promise<Entry<Value>> {
    const fresh = make();
    let entry: Entry<Value>;
    if (found) {
      if (found.value !== fresh) codec.apply(found.value, codec.encode(fresh));
      found.version = '0';
      found.synced = codec.encode(found.value);
      codec.events?.(found.value).emit('accountChanged', {});
      entry = found;
    } else entry = keep(id, fresh, '0');
    const reply = await run<CommitReply>(COMMIT_SCRIPT, [keyOf(id)], ['0', entry.synced, ttl, channelOf(id), '']);
    if (reply[0] === 'ok') entry.version = reply[1];
    else if (reply[0] === 'conflict') adopt(entry, reply[1], reply[2]);
    touch(id, entry);
    return entry;
  }

  /** The live value set back to its last committed state (a change that failed or lost its race); its memos go. */
  function restore(entry: Entry<Value>): void {
    codec.apply(entry.value, entry.synced);
    codec.events?.(entry.value).emit('accountChanged', {});
  }

  async function update<Result>(
    id: WorldId,
    make: () => Value,
    change: (value: Value) => Result | Promise<Result>,
    checked?: readonly StoreValueRef[],
    pending?: PendingCheck,
  ): Promise<Result> {
    let entry = await sync(id, make, checked, pending);
    for (let attempt = 1; ; attempt += 1) {
      const held = codec.events?.(entry.value).hold();
      const unchanged = codec.unchangedFrom?.(entry.value);
      let result: Result;
      let reply: CommitReply | null = null;
      try {
        result = await change(entry.value);
        // A read the codec can vouch for (answered from memoised answers, no event) is not encoded to find it wrote nothing.
        const snapshot = (held === undefined || held.events.length === 0) && unchanged?.() === true ? entry.synced : codec.encode(entry.value);
        if (snapshot !== entry.synced) {
          const events = held && held.events.length > 0 ? JSON.stringify({ origin: instance, events: held.events } satisfies Published) : '';
          reply = await run<CommitReply>(COMMIT_SCRIPT, [keyOf(id)], [entry.version, snapshot, ttl, channelOf(id), events]);
          if (reply[0] === 'ok') {
            entry.version = reply[1];
            entry.synced = snapshot;
          }
        }
      } catch (error) {
        // The change threw, or Redis could not be reached: nothing was written; the live value is as before it.
        held?.discard();
        restore(entry);
        throw error;
      }
      if (reply === null || reply[0] === 'ok') {
        // Committed (or a read, most requests: nothing to write). The events reach this instance's listeners once;
        // the commit published them to the others.
        const unpublished = reply === null && held !== undefined && held.events.length > 0 ? [...held.events] : [];
        held?.release();
        if (unpublished.length > 0) await publish(id, entry.version, unpublished).catch(() => undefined);
        return result;
      }
      // Another instance committed first: this attempt is undone (its events dropped), and the change runs again on
      // the state that instance left.
      held?.discard();
      if (reply[0] === 'conflict') adopt(entry, reply[1], reply[2]);
      else entry = await establish(id, make, entry);
      if (attempt >= MAX_ATTEMPTS) {
        throw new StoreUnavailableError(`The mock world ${id} changed under this request ${MAX_ATTEMPTS} times in a row (other server instances writing it): try again.`);
      }
    }
  }

  /** Events of an operation that changed nothing persisted, for the other instances' listeners. */
  async function publish(id: WorldId, version: string, events: HeldEvent[]): Promise<void> {
    await client.publish(channelOf(id), `${version}|${JSON.stringify({ origin: instance, events } satisfies Published)}`);
  }

  /** Another instance's change: the live value (if this instance keeps it) comes up to its version, then its events. */
  function hear(id: WorldId, message: string): void {
    if (!entries.has(id)) return;
    const bar = message.indexOf('|');
    let published: Published;
    try {
      published = JSON.parse(message.slice(bar + 1)) as Published;
    } catch {
      return;
    }
    if (published.origin === instance) return;
    const version = message.slice(0, bar);
    void queued(id, async () => {
      let entry = entries.get(id);
      if (entry && entry.version !== version) entry = await refresh(id);
      const events = entry && codec.events?.(entry.value);
      if (!events) return;
      for (const [name, payload] of published.events) events.emit(name, payload as never);
    }).catch(() => undefined);
  }

  /** Keeps the values held in use alive in Redis (a live subscription here), however long they sit unused. */
  async function refreshInUse(): Promise<void> {
    const held = [...entries].filter(([id, entry]) => inUse(id, entry.value));
    if (held.length === 0) return;
    const pipeline = client.pipeline();
    for (const [id] of held) pipeline.pexpire(keyOf(id), options.idleMs);
    await pipeline.exec();
  }

  const refresher = setInterval(() => void refreshInUse().catch(() => undefined), Math.max(1_000, Math.min(options.idleMs / 4, 10 * 60_000)));
  refresher.unref();

  const store: WorldStore<Value> = {
    create: (id, make) => queued(id, async () => (await sync(id, make)).value),
    update: (id, make, change, checked) => {
      const pending = shared(id, checked);
      return queued(id, () => update(id, make, change, checked, pending));
    },
    peek: (id) => {
      const entry = entries.get(id);
      if (entry) touch(id, entry);
      return entry?.value;
    },
    expire: async () => {
      // Redis drops what nobody used for the bound; this instance lets go of its idle live values (not in use).
      const at = time();
      const gone: WorldId[] = [];
      for (const [id, entry] of [...entries]) {
        if (at - entry.usedAt <= options.idleMs || inUse(id, entry.value) || tails.has(id)) continue;
        drop(id, entry);
        gone.push(id);
      }
      await refreshInUse().catch(() => undefined);
      return gone;
    },
  };
  registry.set(options.name, { versionOf: (id) => entries.get(id)?.version });
  return { store, hear, stop: () => clearInterval(refresher) };
}
