// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProgressiveRows } from '../../../app/features/browse/components/ProgressiveRows.tsx';
import { PROGRESSIVE_FIRST_COMMIT_ROWS, PROGRESSIVE_FIRST_ROWS, PROGRESSIVE_ROWS_BATCH } from '../../../app/features/browse/logic/progressive-rows.ts';

// The list draws more rows when its sentinel, after the last drawn row, nears the viewport; the rows of its first
// commit and each batch are drawn in a render of their own after the one that decided them. The sentinel must not ask
// for another batch while rows already decided are still to be drawn: it is then nearer the viewport than those rows
// will put it, and asking again and again drew every row of the page at once (seen on Home before this guard).

/** How many rows fit between the list's top and the viewport's end with the observer's margin, in this test's page. */
const ROWS_IN_REACH = PROGRESSIVE_FIRST_ROWS + 2;
const ROWS = 40;

interface ActEnvironment {
  IS_REACT_ACT_ENVIRONMENT?: boolean;
}
const actEnvironment = globalThis as ActEnvironment;
let previousAct: boolean | undefined;

beforeAll(() => {
  // The observer's reports land outside act(), as a browser's do.
  previousAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  // jsdom has no layout and no IntersectionObserver: this one stands for the page's geometry. Like a browser's, it
  // reports an element's state once it starts observing it (here in a microtask): the sentinel is within reach while
  // fewer than ROWS_IN_REACH rows are drawn above it.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private observing = true;
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(element: Element) {
        queueMicrotask(() => {
          if (!this.observing) return;
          const above = element.parentElement?.querySelectorAll('.progressive-row').length ?? 0;
          this.report([{ isIntersecting: above < ROWS_IN_REACH, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        });
      }
      disconnect() {
        this.observing = false;
      }
    },
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousAct;
});

/** Lets the queued tasks run (React's scheduler renders in tasks), a turn at a time. */
async function tasks(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((done) => setTimeout(done, 0));
}

describe('progressive rows', () => {
  it('ask for one more batch only once the rows decided are drawn, and draw no further than the viewport reaches', async () => {
    const items = Array.from({ length: ROWS }, (_, index) => `row-${index}`);
    let most = 0;
    const observer = new MutationObserver(() => (most = Math.max(most, document.querySelectorAll('.progressive-row').length)));
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      render(<ProgressiveRows items={items} keyOf={(item) => item} render={(item) => <p>{item}</p>} />);
      // The first rows and one batch reach past the viewport's reach; then the sentinel is out of reach.
      const expected = PROGRESSIVE_FIRST_ROWS + PROGRESSIVE_ROWS_BATCH;
      expect(expected).toBeGreaterThanOrEqual(ROWS_IN_REACH);
      await screen.findByText(`row-${expected - 1}`);
      await tasks(30);
      expect(document.querySelectorAll('.progressive-row')).toHaveLength(expected);
      expect(most).toBe(expected);
      expect(PROGRESSIVE_FIRST_COMMIT_ROWS).toBeLessThan(PROGRESSIVE_FIRST_ROWS);
    } finally {
      observer.disconnect();
    }
  });
});
