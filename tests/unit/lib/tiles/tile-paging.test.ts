import { describe, expect, it } from 'vitest';
import {
  INITIAL_TILE_PAGING,
  tileListSource,
  tilePageVariables,
  tilePagingReducer,
} from '../../../../app/lib/tiles/tile-paging.ts';

const reduce = tilePagingReducer;

describe('tile paging', () => {
  it('rows and grids keep what they loaded: next appends, previous prepends', () => {
    let state = reduce(INITIAL_TILE_PAGING, { type: 'next', cursor: 'a' });
    expect(state.pages).toEqual([{ kind: 'after', cursor: 'a' }]);
    state = reduce(state, { type: 'next', cursor: 'b' });
    state = reduce(state, { type: 'previous', cursor: 'z' });
    expect(state.pages.map((page) => `${page.kind}:${page.cursor}`)).toEqual(['before:z', 'after:a', 'after:b']);
  });

  it('pages backward with last/before and forward with first/after', () => {
    expect(tilePageVariables('g1', { kind: 'before', cursor: 'x' }, 8)).toEqual({ tileGroupId: 'g1', last: 8, before: 'x' });
    expect(tilePageVariables('g1', { kind: 'after', cursor: 'y' }, 8)).toEqual({ tileGroupId: 'g1', first: 8, after: 'y' });
  });

  it("a STALE ('changed') list refetches with the current length and drops the paged window", () => {
    const paged = reduce(INITIAL_TILE_PAGING, { type: 'next', cursor: 'c8' });
    const state = reduce(paged, { type: 'status', source: 's1', status: 'STALE', currentLength: 13, initialCount: 8 });
    expect(state.pages).toEqual([]);
    expect(state.refetchCount).toBe(13);
  });

  it('a MISSING (reset) list refetches with the initial count', () => {
    const state = reduce(INITIAL_TILE_PAGING, { type: 'status', source: 's1', status: 'MISSING', currentLength: 13, initialCount: 8 });
    expect(state.refetchCount).toBe(8);
  });

  it('VALID and UNKNOWN lists are not refetched', () => {
    for (const status of ['VALID', 'UNKNOWN'] as const) {
      expect(reduce(INITIAL_TILE_PAGING, { type: 'status', source: 's', status, currentLength: 3, initialCount: 8 })).toBe(INITIAL_TILE_PAGING);
    }
  });

  it('one stale answer triggers one refetch', () => {
    const once = reduce(INITIAL_TILE_PAGING, { type: 'status', source: 's1', status: 'STALE', currentLength: 5, initialCount: 8 });
    expect(reduce(once, { type: 'status', source: 's1', status: 'STALE', currentLength: 9, initialCount: 8 })).toBe(once);
  });

  it('reset returns to the first page', () => {
    const paged = reduce(INITIAL_TILE_PAGING, { type: 'next', cursor: 'a' });
    expect(reduce(paged, { type: 'reset' }).pages).toEqual([]);
  });

  it('identifies an answer by group, request and first cursor', () => {
    expect(tileListSource('g', 'base', 'c0')).toBe('g|base|c0');
    expect(tileListSource('g', { kind: 'after', cursor: 'c8' }, null)).toBe('g|after:c8|');
    expect(tileListSource('g', 12, 'c0')).toBe('g|12|c0');
  });
});
