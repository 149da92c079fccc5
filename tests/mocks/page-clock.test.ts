import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startPageClock } from '../../mocks/page-clock.ts';

// In the browser mocks the page's `Date` reads the world's clock (mocks/page-clock.ts). It is a plain constructor
// function, not a Proxy: thousands of dates are built as a page loads, and a Proxy's construct costs ≈ 10× a plain one.

/** A page with its own `Date`, storage and events, so the test's own `Date` stays as it is. */
function fakePage() {
  const stored = new Map<string, string>();
  return {
    Date,
    localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) },
    addEventListener: () => undefined,
  } as unknown as Window & typeof globalThis;
}

const CHRISTMAS_EVE = new Date('2026-12-24T20:00:00Z');

describe("the page's Date in the browser mocks", () => {
  it("tells the world's clock for the current time, and everything else as the original Date", () => {
    const page = fakePage();
    const clock = startPageClock(page);
    clock.set({ at: CHRISTMAS_EVE, frozen: true });
    const PageDate = page.Date;

    expect(new PageDate().getTime()).toBe(CHRISTMAS_EVE.getTime());
    expect(PageDate.now()).toBe(CHRISTMAS_EVE.getTime());
    expect((PageDate as unknown as () => string)()).toBe(CHRISTMAS_EVE.toString());
    expect(new PageDate(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new PageDate(2026, 0, 2, 3, 4, 5, 6).getTime()).toBe(new Date(2026, 0, 2, 3, 4, 5, 6).getTime());
    expect(new PageDate('2026-05-01T00:00:00Z').getTime()).toBe(Date.UTC(2026, 4, 1));
    expect(Number.isNaN(new PageDate(Number.NaN).getTime())).toBe(true);
    expect(PageDate.UTC(2026, 4, 1)).toBe(Date.UTC(2026, 4, 1));
    expect(PageDate.parse('2026-05-01T00:00:00Z')).toBe(Date.UTC(2026, 4, 1));
    expect(PageDate.prototype).toBe(Date.prototype);
    expect(PageDate.name).toBe('Date');
    expect(PageDate.length).toBe(7);

    const made = new PageDate();
    expect(made).toBeInstanceOf(PageDate);
    expect(made).toBeInstanceOf(Date);
    expect(Object.prototype.toString.call(made)).toBe('[object Date]');

    class Stamp extends PageDate {}
    const stamp = new Stamp();
    expect(stamp).toBeInstanceOf(Stamp);
    expect(stamp.getTime()).toBe(CHRISTMAS_EVE.getTime());

    clock.set({ at: new Date('2027-01-01T00:00:00Z') });
    expect(new PageDate().getTime()).toBeGreaterThanOrEqual(Date.UTC(2027, 0, 1));
  });

  it('is a plain constructor function, not a Proxy', () => {
    const page = fakePage();
    startPageClock(page);
    expect(page.Date).not.toBe(Date);
    expect(types.isProxy(page.Date)).toBe(false);
  });
});
