// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualRows } from '../../../app/features/browse/components/VirtualRows.tsx';
import { TILE_LISTS_FOLLOW_ATTRIBUTE } from '../../../app/tiles/index.ts';

// The Guide's channel rows (VirtualRows) on a phone's first screen: the first commit holds the list's first row only
// (on a 412 × 823 phone the list starts 680 px down, and the viewport reaches one row), and reads no layout (a read
// there made the browser lay the page out inside the commit's task); once the browser has laid the list out (its
// ResizeObserver reports), the rows the viewport reaches and the overscan rows below come in a later commit, and until
// then Down at the last drawn row waits for them. jsdom has no layout: the list's place is given by hand.

const ROW_HEIGHT = 254;
const VIEWPORT_HEIGHT = 823;
const ITEMS = Array.from({ length: 20 }, (_, index) => `ch-${index + 1}`);

/** Where the list is: its top on screen, or out of sight (behind the shell's loading gate: no box at all). */
let listTop: number | 'out of sight' = 680;
let resized: (() => void) | null = null;
/** Layout reads (getBoundingClientRect) so far. */
let layoutReads = 0;

function box(top: number, height: number): DOMRect {
  return { top, bottom: top + height, left: 0, right: 412, width: 412, height, x: 0, y: top, toJSON: () => ({}) };
}

beforeEach(() => {
  listTop = 680;
  layoutReads = 0;
  vi.stubGlobal('innerHeight', VIEWPORT_HEIGHT);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    const hidden = this.classList.contains('virtual-rows') && listTop === 'out of sight';
    return (hidden ? [] : [box(0, 0)]) as unknown as DOMRectList;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    layoutReads += 1;
    if (this.classList.contains('virtual-rows')) return box(typeof listTop === 'number' ? listTop : 0, 0);
    return box(0, this.dataset.row ? ROW_HEIGHT - 24 : 0);
  });
});

afterEach(() => {
  cleanup();
  resized = null;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** What the list held when each row was committed: the rows in the DOM and whether more were said to follow. */
interface Committed {
  row: string;
  rowsDrawn: number;
  rowsFollow: boolean;
}

function renderRows(committed: Committed[], { items = ITEMS, rowsComing = false, rowsFailed = null as ReactNode } = {}) {
  function Row({ id }: { id: string }) {
    useLayoutEffect(() => {
      committed.push({
        row: id,
        rowsDrawn: document.querySelectorAll('.virtual-row').length,
        rowsFollow: document.querySelector(`[${TILE_LISTS_FOLLOW_ATTRIBUTE}]`) !== null,
      });
    }, [id]);
    return <section data-row={id}>{id}</section>;
  }
  return render(<VirtualRows items={items} rowHeight={300} keyOf={(id) => id} render={(id) => <Row id={id} />} rowsComing={rowsComing} rowsFailed={rowsFailed} />);
}

describe("the Guide's channel rows on a phone's first screen", () => {
  it('are drawn first as the first row without reading the layout, then with the overscan rows below it once laid out', () => {
    const committed: Committed[] = [];
    renderRows(committed);
    // The first commit: the first channel row alone, and Down at it waits for the rows to come.
    expect(committed).toEqual([{ row: 'ch-1', rowsDrawn: 1, rowsFollow: true }]);
    expect(layoutReads).toBe(0);
    // Laid out: a later commit draws the two overscan rows (the viewport reaches 143 px into the list, one row), and
    // nothing more is to come.
    act(() => resized?.());
    expect(committed.slice(1)).toEqual([
      { row: 'ch-2', rowsDrawn: 3, rowsFollow: false },
      { row: 'ch-3', rowsDrawn: 3, rowsFollow: false },
    ]);
    expect([...document.querySelectorAll('[data-row]')].map((row) => row.textContent)).toEqual(['ch-1', 'ch-2', 'ch-3']);
  });

  it('are measured again when the list comes into sight from behind the loading gate', () => {
    listTop = 'out of sight';
    const committed: Committed[] = [];
    renderRows(committed);
    // Out of sight nothing can be measured: the first row only (the first screen reaches it).
    expect(document.querySelectorAll('.virtual-row')).toHaveLength(1);
    // In sight (no scroll, no resize of the window), the viewport starting five rows into the list: rows 6–9 in view,
    // with the two rows before and after them.
    listTop = -5 * ROW_HEIGHT;
    act(() => resized?.());
    expect([...document.querySelectorAll('[data-row]')].map((row) => row.textContent)).toEqual(['ch-4', 'ch-5', 'ch-6', 'ch-7', 'ch-8', 'ch-9', 'ch-10', 'ch-11']);
  });

  it("say more rows follow the last one while the Guide's page request is still to come, and show its failure after them", () => {
    const firstScreen = ITEMS.slice(0, 3);
    const committed: Committed[] = [];
    const { rerender } = renderRows(committed, { items: firstScreen, rowsComing: true });
    act(() => resized?.());
    // All three channel rows of the first screen's answer are drawn, and Down at the last one waits for the rest.
    expect(document.querySelectorAll('.virtual-row')).toHaveLength(3);
    expect(document.querySelector(`[${TILE_LISTS_FOLLOW_ATTRIBUTE}]`)).not.toBeNull();
    // The rest failed: nothing more is promised, and the failure is drawn after the rows.
    rerender(<VirtualRows items={firstScreen} rowHeight={300} keyOf={(id) => id} render={(id) => <section data-row={id}>{id}</section>} rowsFailed={<p>the rest failed</p>} />);
    expect(document.querySelector(`[${TILE_LISTS_FOLLOW_ATTRIBUTE}]`)).toBeNull();
    expect(document.querySelector('.virtual-rows + p')?.textContent).toBe('the rest failed');
  });
});
