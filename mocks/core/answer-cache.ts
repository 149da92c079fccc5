/**
 * Memoised answers of pure reads (the GraphQL queries, a few REST reads), per world, as the UTF-8 JSON
 * bytes the adapters send. Clients ask for the same few things over and over (a 760 kB Home page,
 * `user_details`), and building and serialising them again is where the mock world spent its time.
 *
 * An answer is reused only while nothing it was made from has changed:
 * - the world: one cache per world (a persona is its own world, with its own account); every world
 *   event (favorite, follow, subscribe, profile change, reset, …: `accountChanged` hears them all)
 *   empties it, and so does every operation that is not a memoised read (`forgetAnswers`), whether or
 *   not it emits — a write can never leave an old answer behind;
 * - the request: the caller's key holds what the answer is made from (operation, document, variables,
 *   origin for absolute URLs, the operation's faults);
 * - the time: the key holds `timeKey`, the world clock's second. Answers change with time only at
 *   instants that are whole seconds (schedule slots, day boundaries, trial and bill dates) and show
 *   times to the second; GraphQL answers are made at the clock's whole second (graphql/context.ts
 *   `nowMs`), so even a live airing's `percentageCompleted` moves by the second. The app's own
 *   documents are therefore served from memory on a repeat within a second (tests/mocks/cache.test.ts).
 */
import type { WorldEvents } from '../db/events.ts';
import type { World } from '../db/world.ts';
import type { MockResponse } from './exchange.ts';

/** An answer as sent: status, headers and the body's JSON text. */
export interface StoredAnswer {
  status: number;
  headers?: Record<string, string>;
  text: string;
  /** `text` as UTF-8, made on first send. */
  bytes?: Uint8Array;
}

/**
 * Bounds per world, the oldest answer going first: entries (variables and origins vary a little, not
 * without bound) and bytes (the time is in every key, so a client polling a 760 kB page once a second
 * would otherwise keep every second's copy; a shared standalone server must not grow with that).
 */
export const MAX_ENTRIES = 200;
export const MAX_BYTES = 24 * 1024 * 1024;
const caches = new WeakMap<WorldEvents, Map<string, StoredAnswer>>();
const sizes = new WeakMap<Map<string, StoredAnswer>, number>();

/**
 * What was done with a world's memoised answers, counted: `recalled`, answers served from memory; `made`, every other
 * use (a recall that found nothing, so a handler runs; an answer stored; the answers forgotten, or emptied by an
 * event). An operation during which answers were only recalled ran no handler: it changed nothing of the world, and a
 * shared store has nothing to write (worlds/codec.ts).
 */
export interface AnswerTally {
  recalled: number;
  made: number;
}
const tallies = new WeakMap<WorldEvents, AnswerTally>();

/** The world's tally (live: read its numbers, do not keep the object to compare with later). */
export function answerTally(world: World): Readonly<AnswerTally> {
  let tally = tallies.get(world.events);
  if (!tally) {
    tally = { recalled: 0, made: 0 };
    tallies.set(world.events, tally);
  }
  return tally;
}

function counted(world: World, kind: keyof AnswerTally): void {
  (answerTally(world) as AnswerTally)[kind] += 1;
}

/** What an answer holds in memory: its text and, once sent, the same as UTF-8 bytes. */
function weight(answer: StoredAnswer): number {
  return answer.text.length * 2;
}

function cacheOf(world: World): Map<string, StoredAnswer> {
  let cache = caches.get(world.events);
  if (!cache) {
    const created = new Map<string, StoredAnswer>();
    world.events.on('accountChanged', () => {
      counted(world, 'made');
      created.clear();
      sizes.set(created, 0);
    });
    caches.set(world.events, created);
    cache = created;
  }
  return cache;
}

/** The memoised answer for a key, if nothing changed since it was stored. */
export function recallAnswer(world: World, key: string): StoredAnswer | undefined {
  const found = caches.get(world.events)?.get(key);
  counted(world, found ? 'recalled' : 'made');
  return found;
}

/** Stores an answer under a key (see the module comment for what the key must hold). */
export function rememberAnswer(world: World, key: string, answer: StoredAnswer): StoredAnswer {
  counted(world, 'made');
  const cache = cacheOf(world);
  if (weight(answer) > MAX_BYTES) return answer;
  let size = (sizes.get(cache) ?? 0) - (cache.has(key) ? weight(cache.get(key) as StoredAnswer) : 0);
  cache.delete(key);
  for (const [oldest, stored] of cache) {
    if (cache.size < MAX_ENTRIES && size + weight(answer) <= MAX_BYTES) break;
    cache.delete(oldest);
    size -= weight(stored);
  }
  cache.set(key, answer);
  sizes.set(cache, size + weight(answer));
  return answer;
}

/** Drops every memoised answer of the world: called after any operation that may have changed it. */
export function forgetAnswers(world: World): void {
  counted(world, 'made');
  const cache = caches.get(world.events);
  cache?.clear();
  if (cache) sizes.set(cache, 0);
}

/**
 * How many bytes of answers the world holds (within MAX_BYTES).
 * @internal The cache's size is read by its tests only (tests/mocks/cache.test.ts).
 */
export function answerBytes(world: World): number {
  const cache = caches.get(world.events);
  return cache ? (sizes.get(cache) ?? 0) : 0;
}

/**
 * How many answers the world holds.
 * @internal The cache's size is read by its tests only (tests/mocks/cache.test.ts: a change empties it).
 */
export function answerCount(world: World): number {
  return caches.get(world.events)?.size ?? 0;
}

/** The part of the world's time an answer depends on: the clock's second (now, or of the instant `atMs`). */
export function timeKey(world: World, atMs: number = world.clock.now().getTime()): string {
  return `${Math.floor(atMs / 1000)}s`;
}

const encoder = new TextEncoder();

export function bytesOf(answer: StoredAnswer): Uint8Array {
  answer.bytes ??= encoder.encode(answer.text);
  return answer.bytes;
}

/**
 * The MockResponse of a stored answer: the adapters send its bytes; `value` parses them afresh for an
 * in-process reader, so no reader can change what the next request gets.
 */
export function responseOf(answer: StoredAnswer, bytes: Uint8Array = bytesOf(answer)): MockResponse {
  const { text } = answer;
  return {
    status: answer.status,
    ...(answer.headers ? { headers: answer.headers } : {}),
    body: {
      kind: 'json',
      encoded: bytes,
      get value(): unknown {
        return JSON.parse(text) as unknown;
      },
    },
  };
}
