/**
 * How the cast relay's channels reach the pages of other server instances (mocks/cast-relay.ts). A relay always hands
 * a frame to the pages of its own instance itself; the bus carries it to the relays of the other instances, each of
 * which hands it to its own pages of that channel and scope. A relay never hears its own frames back from the bus, so
 * a frame never returns to the page that sent it.
 *
 * - `createLocalCastBus()` (cast-relay.ts): the default, for a server keeping its worlds in its own memory: it reaches
 *   no other instance, and the relay joins this server's pages only, as before.
 * - `createRedisCastBus(url)`, here: Redis pub/sub, one Redis channel per relay channel and scope, for instances that share a
 *   Redis (`--store redis://…`). A relay subscribes to a channel while it has pages on it (so an instance hears only the
 *   channels its pages joined) and a page's socket opens once that subscription is in place, so it hears every frame
 *   the other instances' pages send from then on. While Redis is away the relay goes on carrying frames between the
 *   pages of its own instance, and the log says when the other instances are out of reach and when they are back.
 * This module loads the Redis client: the server imports it only when its worlds are in Redis (mocks/server.ts).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { CastBus } from './cast-relay.ts';

/** The start of the Redis pub/sub channel of a relay topic, before the database's number (each instance names it the same way). */
const REDIS_CHANNEL_PREFIX = 'airwave:cast:';
/**
 * How long a page's socket waits for its channel's subscription before it opens anyway (Redis answering nothing,
 * neither refusing): it then hears only its own instance's pages until the subscription is in place.
 */
export const CAST_BUS_JOIN_WAIT_MS = 10_000;
/**
 * What a relay holds for Redis that has not taken it yet (Redis stalled, or far behind): past it, frames for the other
 * instances are dropped (the log says so once) until Redis has taken what is held; this instance's pages still get them.
 */
export const CAST_BUS_MAX_PENDING_BYTES = 1024 * 1024;
/** How long connecting to Redis may take, at start and on each reconnection, in milliseconds. */
const CONNECT_TIMEOUT_MS = 2_000;
/** The longest wait between two reconnection attempts while Redis is away, in milliseconds. */
const RECONNECT_MAX_MS = 1_000;

/** The URL without what it may carry of a password, for the log. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.href.replace(/\/$/, '');
  } catch {
    return 'the Redis URL given';
  }
}

/**
 * The relay's bus over Redis pub/sub at `url` (`redis://host:port[/db]`): two connections, one publishing and one
 * subscribed. Each message is this instance's id, a space and the frame, so an instance drops its own.
 */
export function createRedisCastBus(url: string, log: (line: string) => void = (line) => console.warn(line)): CastBus {
  const instance = randomBytes(8).toString('hex');
  const options = {
    // A frame is of the moment: while Redis is away it is not queued to arrive late, and a command fails at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times: number) => Math.min(times * 100, RECONNECT_MAX_MS),
    // The subscriptions are made again by this bus once Redis is back (those asked for while it was away included).
    autoResubscribe: false,
  };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // Redis's pub/sub channels are the same in every database: the database's number keeps deployments apart.
  const prefix = `${REDIS_CHANNEL_PREFIX}${publisher.options.db ?? 0}:`;
  const joined = new Map<string, (frame: string) => void>();
  let closed = false;
  let reachable = true;
  /** Whether frames are being dropped because Redis has not taken what is held (logged once each time). */
  let behind = false;

  const lost = (error: Error) => {
    if (closed || !reachable) return;
    reachable = false;
    log(`[cast relay] Redis at ${shown(url)} cannot be reached (${error.message}): the cast relay carries frames only between this instance's pages until it is back.`);
  };
  const back = () => {
    if (closed || reachable) return;
    reachable = true;
    log(`[cast relay] Redis at ${shown(url)} is back: the cast relay's channels reach the other instances again.`);
  };
  publisher.on('error', lost);
  subscriber.on('error', lost);
  publisher.on('ready', back);
  subscriber.on('ready', () => {
    back();
    const topics = [...joined.keys()].map((topic) => prefix + topic);
    if (topics.length > 0) subscriber.subscribe(...topics).catch((error: Error) => lost(error));
  });
  subscriber.on('message', (channel: string, message: string) => {
    const space = message.indexOf(' ');
    if (space < 0 || message.slice(0, space) === instance) return;
    joined.get(channel.slice(prefix.length))?.(message.slice(space + 1));
  });

  return {
    join(topic, hear) {
      joined.set(topic, hear);
      const ready = subscriber.status === 'ready';
      // Redis away: the subscription is made once it is back ('ready' above); the page opens now.
      if (!ready && (closed || !reachable)) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, CAST_BUS_JOIN_WAIT_MS);
        const subscribe = () => {
          subscriber
            .subscribe(prefix + topic)
            .catch((error: Error) => lost(error))
            .finally(() => {
              clearTimeout(timer);
              resolve();
            });
        };
        // Still connecting (an instance just started): the page opens once the subscription is made all the same, so a
        // frame another instance sends to a page that has opened is not lost to a subscription not yet made.
        if (ready) subscribe();
        else subscriber.once('ready', subscribe);
      });
    },
    leave(topic) {
      joined.delete(topic);
      if (subscriber.status === 'ready') subscriber.unsubscribe(prefix + topic).catch((error: Error) => lost(error));
    },
    publish(topic, frame) {
      if (publisher.status !== 'ready') return;
      const pending = publisher.stream.writableLength;
      if (pending + Buffer.byteLength(frame) > CAST_BUS_MAX_PENDING_BYTES) {
        if (!behind) log(`[cast relay] Redis at ${shown(url)} has not taken ${pending} bytes of frames (the limit is ${CAST_BUS_MAX_PENDING_BYTES}): frames for the other instances are dropped until it does.`);
        behind = true;
        return;
      }
      behind = false;
      publisher.publish(prefix + topic, `${instance} ${frame}`).catch((error: Error) => lost(error));
    },
    close() {
      closed = true;
      joined.clear();
      publisher.disconnect();
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}
