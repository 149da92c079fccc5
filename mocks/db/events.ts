/**
 * What happens in the world, for GraphQL subscriptions and browser persistence. Mutations (REST or
 * GraphQL) emit; subscription resolvers turn a stream of one event into an async iterator.
 */
import type { NotificationChangeType } from '../../generated/graphql/schema.ts';

export interface WorldEventMap {
  userSubscriptionChanged: Record<string, never>;
  channelIsFavoriteChanged: { channelId: string };
  channelCurrentBroadcastUpdated: { channelId: string };
  showFollowCreated: { showId: string };
  showFollowDeleted: { showId: string };
  notificationChanged: { type: NotificationChangeType; notificationId: string };
  playerRegistrationChanged: { playerId: string };
  /** Anything in `world.account` changed (persistence listens to this). */
  accountChanged: Record<string, never>;
}

export type WorldEventName = keyof WorldEventMap;

/** Every event name, once (a name added to WorldEventMap fails to compile here until it is listed). */
const EVENT_NAMES = {
  userSubscriptionChanged: true,
  channelIsFavoriteChanged: true,
  channelCurrentBroadcastUpdated: true,
  showFollowCreated: true,
  showFollowDeleted: true,
  notificationChanged: true,
  playerRegistrationChanged: true,
  accountChanged: true,
} satisfies Record<WorldEventName, true>;
export const WORLD_EVENT_NAMES = Object.keys(EVENT_NAMES) as WorldEventName[];
type Listener<Name extends WorldEventName> = (payload: WorldEventMap[Name]) => void;

/** An event as a shared store carries it between server instances (mocks/worlds/redis-store.ts). */
export type HeldEvent = { [Name in WorldEventName]: [Name, WorldEventMap[Name]] }[WorldEventName];

export class WorldEvents {
  private listeners = new Map<WorldEventName, Set<(payload: never) => void>>();
  /** While an operation's change is not yet committed (a shared store): its events, kept back. */
  private held: HeldEvent[] | null = null;

  on<Name extends WorldEventName>(name: Name, listener: Listener<Name>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as (payload: never) => void);
    this.listeners.set(name, set);
    return () => set.delete(listener as (payload: never) => void);
  }

  /** How many listen to an event (tests wait for a subscription to be in place before acting). */
  listenerCount(name: WorldEventName): number {
    return this.listeners.get(name)?.size ?? 0;
  }

  emit<Name extends WorldEventName>(name: Name, payload: WorldEventMap[Name]): void {
    if (this.held) {
      // Kept back until the change is committed (or dropped with it); the world's own memoised answers go now.
      this.held.push([name, payload] as HeldEvent);
      for (const listener of this.listeners.get('accountChanged') ?? []) (listener as Listener<'accountChanged'>)({});
      return;
    }
    for (const listener of this.listeners.get(name) ?? []) (listener as Listener<Name>)(payload);
    if (name !== 'accountChanged') {
      for (const listener of this.listeners.get('accountChanged') ?? []) (listener as Listener<'accountChanged'>)({});
    }
  }

  /**
   * Keeps back every event emitted from now on (a shared store's operation, until its change is committed):
   * `events` are those kept so far, `release` then delivers them, `discard` drops them (the change was not committed).
   */
  hold(): { events: readonly HeldEvent[]; release: () => void; discard: () => void } {
    const held: HeldEvent[] = [];
    this.held = held;
    const stop = () => {
      if (this.held === held) this.held = null;
    };
    return {
      events: held,
      release: () => {
        stop();
        for (const [name, payload] of held) this.emit(name, payload as never);
      },
      discard: stop,
    };
  }

  /**
   * The events of one kind as an async iterator (what a GraphQL `subscribe` resolver returns).
   * `filter` drops events a subscriber did not ask for. Returning the iterator unsubscribes.
   */
  stream<Name extends WorldEventName>(
    name: Name,
    filter: (payload: WorldEventMap[Name]) => boolean = () => true,
  ): AsyncIterableIterator<WorldEventMap[Name]> {
    return pushIterator((push) =>
      this.on(name, (payload) => {
        if (filter(payload)) push(payload);
      }),
    );
  }
}

/** An async iterator fed by a push callback; `setup` returns the teardown run when the client leaves. */
export function pushIterator<T>(setup: (push: (value: T) => void) => () => void): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const teardown = setup((value) => {
    if (done) return;
    queue.push(value);
    wake?.();
  });
  const finish = (): Promise<IteratorResult<T>> => {
    if (!done) {
      done = true;
      teardown();
      wake?.();
    }
    return Promise.resolve({ done: true, value: undefined });
  };
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      while (!done && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      if (queue.length > 0) return { done: false, value: queue.shift() as T };
      return { done: true, value: undefined };
    },
    return: finish,
    throw: async (error: unknown) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
