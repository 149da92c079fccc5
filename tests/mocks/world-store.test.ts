/**
 * The in-memory world store (mocks/worlds/store.ts): made on first use, one operation's read-modify-write through
 * `update`, idle values expire by the store's clock (never a wait), values in use are kept, and past its bound the
 * least recently used value goes.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../mocks/worlds/store.ts';

function storeAt(options: { idleMs?: number; maxEntries?: number; inUse?: (id: string) => boolean } = {}) {
  let at = Date.parse('2026-05-01T18:20:00Z');
  const dropped: string[] = [];
  const store = createMemoryStore<{ count: number }>({
    now: () => new Date(at),
    idleMs: options.idleMs ?? 1000,
    maxEntries: options.maxEntries ?? 10,
    inUse: options.inUse ? (id) => options.inUse?.(id) ?? false : undefined,
    onDrop: (id) => dropped.push(id),
  });
  return { store, dropped, advance: (ms: number) => (at += ms) };
}

const fresh = () => ({ count: 0 });

describe('the in-memory world store', () => {
  it('makes a value once, and update changes it in one step, answering what the change answered', async () => {
    const { store } = storeAt();
    expect(await store.get('a')).toBeUndefined();
    const made = await store.create('a', fresh);
    expect(await store.create('a', () => ({ count: 99 }))).toBe(made);
    expect(await store.update('a', fresh, (value) => ++value.count)).toBe(1);
    expect(await store.update('b', fresh, (value) => ++value.count)).toBe(1);
    expect(await store.get('a')).toEqual({ count: 1 });
  });

  it('drops a value idle past its bound, by the store clock; a use in time keeps it', async () => {
    const { store, dropped, advance } = storeAt({ idleMs: 1000 });
    await store.create('a', fresh);
    await store.create('b', fresh);
    advance(1000);
    await store.get('a');
    advance(1);
    expect(await store.expire()).toEqual(['b']);
    expect(dropped).toEqual(['b']);
    expect(await store.get('b')).toBeUndefined();
    advance(1000);
    // Found stale on read, before any sweep.
    expect(await store.get('a')).toBeUndefined();
  });

  it('keeps a value in use however long it is idle', async () => {
    const { store, advance } = storeAt({ idleMs: 1000, inUse: (id) => id === 'held' });
    await store.create('held', fresh);
    advance(10_000);
    expect(await store.expire()).toEqual([]);
    expect(await store.get('held')).toEqual({ count: 0 });
  });

  it('past its bound drops the least recently used value not in use', async () => {
    const { store, dropped, advance } = storeAt({ maxEntries: 3, inUse: (id) => id === 'a' });
    for (const id of ['a', 'b', 'c']) {
      await store.create(id, fresh);
      advance(1);
    }
    await store.get('b');
    await store.create('d', fresh);
    expect(dropped).toEqual(['c']);
    expect(store.size).toBe(3);
  });
});
