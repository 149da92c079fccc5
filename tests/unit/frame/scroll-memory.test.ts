import { describe, expect, it } from 'vitest';
import { scrollTargetOnArrival, sessionScrollPositions } from '../../../app/frame/scroll-memory.ts';

describe('scroll memory: where the window scrolls when a path is shown', () => {
  it.each([
    { case: 'a path seen before returns to where it was left', saved: 1200, hash: '', target: 1200 },
    { case: 'a path left at the top returns to the top', saved: 0, hash: '', target: 0 },
    { case: 'a new path starts at the top', saved: undefined, hash: '', target: 0 },
    { case: 'a new path with a fragment is left to the browser', saved: undefined, hash: '#faq', target: null },
    { case: 'a saved position wins over a fragment', saved: 300, hash: '#faq', target: 300 },
  ])('$case', ({ saved, hash, target }) => {
    expect(scrollTargetOnArrival(saved, hash)).toBe(target);
  });
});

describe('scroll memory: positions kept for the session', () => {
  function fakeStorage(initial?: string) {
    const items = new Map<string, string>(initial === undefined ? [] : [['airwave-scroll-positions', initial]]);
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  }

  it('survives a reload through session storage', () => {
    const storage = fakeStorage();
    const before = sessionScrollPositions(storage);
    before.set('/player/mytv', 1200);
    before.persist();
    expect(sessionScrollPositions(storage).get('/player/mytv')).toBe(1200);
  });

  it.each(['not json', '{"a":1}', '[["/x","12"],[3,4]]'])('ignores damaged storage (%s)', (stored) => {
    expect(sessionScrollPositions(fakeStorage(stored)).get('/x')).toBeUndefined();
  });

  it('keeps working when storage refuses writes', () => {
    const positions = sessionScrollPositions({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } });
    positions.set('/player/guide', 40);
    expect(() => positions.persist()).not.toThrow();
    expect(positions.get('/player/guide')).toBe(40);
  });
});
