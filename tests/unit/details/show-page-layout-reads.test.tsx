// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShowPage } from '../../../app/pages/DetailPages.tsx';
import { SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';

// A show page's episodes grid takes its columns from its width (one per 300 px, at least 2), and its rows (watch
// options, more like this) their edge chevrons and end-in-view mark from theirs. On a phone nothing of it is read while
// React commits or in the effects after it: a read there made the browser lay the whole page out inside that task
// (two thirds of the show page's longest task on Lighthouse's phone). The grid's count is known from the window, too
// narrow for a third column (asked of a media query), and the rest is read where the browser has just laid the page
// out (a ResizeObserver's report). On a laptop the grid is still measured before the browser paints: drawn with 2
// columns and then re-flowed, it would move every tile on screen. jsdom has no layout: widths and size reports are
// given by hand.

const view = setupViewTests();

/** The window's width, and the grid's and each row's within it; a row scrolls 2000 px. */
const PHONE = { window: 412, list: 364 };
const LAPTOP = { window: 1366, list: 1318 };
let width = PHONE;
const ROW_SCROLL_WIDTH = 2000;

/** Size reports the page asked for, by the element watched. */
const watched = new Map<Element, () => void>();
/** Each read of a grid's or row's layout: what was read, and whether inside a size report. */
const reads: { read: string; inReport: boolean }[] = [];
let reporting = false;

function isList(element: Element): boolean {
  return element.classList.contains('tile-grid') || element.classList.contains('tile-row-list');
}

function spyOnLayout(property: 'clientWidth' | 'scrollWidth' | 'scrollLeft', value: (element: Element) => number) {
  vi.spyOn(Element.prototype, property, 'get').mockImplementation(function (this: Element) {
    if (!isList(this)) return 0;
    reads.push({ read: property, inReport: reporting });
    return value(this);
  });
}

beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly elements = new Set<Element>();
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe(element: Element) {
        this.elements.add(element);
        watched.set(element, () => this.callback());
      }
      unobserve(element: Element) {
        this.elements.delete(element);
        watched.delete(element);
      }
      disconnect() {
        for (const element of this.elements) watched.delete(element);
        this.elements.clear();
      }
    },
  );
  spyOnLayout('clientWidth', () => width.list);
  spyOnLayout('scrollWidth', (element) => (element.classList.contains('tile-grid') ? width.list : ROW_SCROLL_WIDTH));
  spyOnLayout('scrollLeft', () => 0);
  const boundingBox = vi.spyOn(Element.prototype, 'getBoundingClientRect');
  boundingBox.mockImplementation(function (this: Element) {
    if (isList(this)) reads.push({ read: 'getBoundingClientRect', inReport: reporting });
    return new DOMRect(0, 0, 0, 0);
  });
});
afterEach(() => {
  reads.length = 0;
  watched.clear();
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The browser's size report for an element, as it comes after a layout (outside React's work). */
function report(element: Element) {
  const callback = watched.get(element);
  if (!callback) throw new Error(`nothing watches the size of ${element.className}`);
  reporting = true;
  try {
    callback();
  } finally {
    reporting = false;
  }
}

/** Renders Yellowstone's page in a window of `width`, once its episodes and its rows are drawn. */
async function showPage(size: typeof PHONE) {
  width = size;
  // The window's width, as media queries see it.
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /^\(min-width: (\d+)px\)$/.exec(query);
    return { matches: minWidth ? size.window >= Number(minWidth[1]) : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  });
  view.render(
    <Routes>
      <Route path="/player/show/:id" element={<ShowPage title="Show Detail" />} />
    </Routes>,
    { path: '/player/show/shw-yellowstone' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Yellowstone' }, { timeout: SCREEN_PATIENCE_MS });
  const rows = await screen.findByRole('list', { name: 'Watch Options tiles' }, { timeout: SCREEN_PATIENCE_MS });
  await waitFor(() => expect(document.querySelectorAll('.tile-grid .tile:not(.tile-placeholder)').length).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
  const grid = document.querySelector<HTMLElement>('.tile-grid');
  if (!grid) throw new Error('no episodes grid');
  return { grid, rows };
}

describe("a show page's episodes grid and rows", () => {
  it('on a phone read no layout until the browser reports their sizes, and then only in its reports', async () => {
    const { grid, rows } = await showPage(PHONE);
    // Drawn, committed and the effects run: two columns, no chevron yet, and no layout read.
    expect(reads).toEqual([]);
    expect(grid.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(screen.queryByRole('button', { name: 'Scroll Watch Options forward' })).toBeNull();
    // The browser lays the page out and reports the sizes: the row, 2000 px wide in 364, gets its forward chevron, its
    // end is not in view, and the grid keeps its two columns; every read was made in a report.
    act(() => {
      report(grid);
      report(rows);
    });
    expect(screen.getByRole('button', { name: 'Scroll Watch Options forward' })).toBeDefined();
    expect(rows.hasAttribute('data-end-in-view')).toBe(false);
    expect(grid.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((read) => !read.inReport)).toEqual([]);
  });

  it('on a laptop draw the grid with its four columns before any size report (no re-flow once painted)', async () => {
    const { grid } = await showPage(LAPTOP);
    expect(grid.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
  });
});
