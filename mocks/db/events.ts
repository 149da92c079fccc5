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
type Listener<Name extends WorldEventName> = (payload: WorldEventMap[Name]) => void;

export class WorldEvents {
  private listeners = new Map<WorldEventName, Set<(payload: never) => void>>();

  on<Name extends WorldEventName>(name: Name, listener: Listener<Name>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as (payload: never) => void);
    this.listeners.set(name, set);
    return () => set.delete(listener as (payload: never) => void);
  }

  emit<Name extends WorldEventName>(name: Name, payload: WorldEventMap[Name]): void {
    for (const listener of this.listeners.get(name) ?? []) (listener as Listener<Name>)(payload);
    if (name !== 'accountChanged') {
      for (const listener of this.listeners.get('accountChanged') ?? []) (listener as Listener<'accountChanged'>)({});
    }
  }

  /**
   * The events of one kind as an async iterator (what a GraphQL `subscribe` resolver returns).
   * `filter` drops events a subscriber did not ask for. Returning the iterator unsubscribes.
   */
  stream<Name extends WorldEventName>(
    name: Name,
    filter: (payload: WorldEventMap[Name]) => boolean = () => true,
  ): AsyncIterableIterator<WorldEventMap[Name]> {
    const queue: WorldEventMap[Name][] = [];
    let wake: (() => void) | undefined;
    let done = false;
    const off = this.on(name, (payload) => {
      if (!filter(payload)) return;
      queue.push(payload);
      wake?.();
    });
    const finish = (): Promise<IteratorResult<WorldEventMap[Name]>> => {
      done = true;
      off();
      wake?.();
      return Promise.resolve({ done: true, value: undefined });
    };
    const iterator: AsyncIterableIterator<WorldEventMap[Name]> = {
      async next() {
        while (!done && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const value = queue.shift();
        return value === undefined ? { done: true, value: undefined } : { done: false, value };
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
}
