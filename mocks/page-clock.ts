/**
 * In the browser the mock world runs in the page (MSW's service worker only carries requests to it), and the app
 * reads the time from `Date` wherever it needs it (tiles' Live and 'Expires in', the Guide, billing texts). So the
 * world's clock and the page's `Date` are made one: the world reads a ControlledClock over the page's own time, and
 * the page's `Date` (`new Date()`, `Date.now()`) is replaced by one that reads the same clock. Setting the clock
 * (the Mocks panel, `PUT /__mocks/clock`) moves both at once; dates built from a value, timers and
 * `performance.now()` are untouched. Mock mode only: this module is loaded with the mocks, never by a production
 * build.
 *
 * The setting is kept in localStorage, so a reload and the other tabs of the origin (a receiver tab) keep the same
 * time; another tab's change is taken up at once.
 */
import { clockSettingOf, ControlledClock, type ClockSetting } from './db/clock.ts';

const KEY = 'airwave.mocks.clock.v1';

function load(storage: Storage): ClockSetting | null {
  try {
    const text = storage.getItem(KEY);
    return text === null ? null : clockSettingOf(JSON.parse(text));
  } catch {
    return null;
  }
}

function save(storage: Storage, setting: ClockSetting | null): void {
  try {
    if (setting) storage.setItem(KEY, JSON.stringify(setting));
    else storage.removeItem(KEY);
  } catch {
    // Storage refused: the clock holds for this page only.
  }
}

/**
 * A `Date` whose current time (`new Date()`, `Date.now()`, `Date()`) is the clock's; everything else is `Original`'s
 * (its prototype, so `instanceof` and every method; `Date.UTC` and `Date.parse`). A plain constructor function, not a
 * Proxy: the mock world and the app build thousands of dates as a page loads (≈ 4,600 before Home's first tile), and a
 * Proxy's construct costs ≈ 10× a plain `new Date(…)` (tests/mocks/page-clock.test.ts checks it is none).
 */
function dateFollowing(Original: DateConstructor, clock: Pick<ControlledClock, 'nowMs'>): DateConstructor {
  function ClockDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new Original(clock.nowMs()).toString();
    // A subclass of the page's Date gets its own prototype; a plain `new Date(…)` is the original's, made directly.
    if (new.target !== ClockDate) return Reflect.construct(Original, args.length === 0 ? [clock.nowMs()] : args, new.target) as Date;
    return args.length === 0 ? new Original(clock.nowMs()) : new Original(...(args as ConstructorParameters<DateConstructor>));
  }
  for (const key of Reflect.ownKeys(Original)) {
    if (key !== 'prototype' && key !== 'now') Object.defineProperty(ClockDate, key, Reflect.getOwnPropertyDescriptor(Original, key) ?? {});
  }
  Object.defineProperty(ClockDate, 'prototype', { value: Original.prototype, writable: false });
  Object.defineProperty(ClockDate, 'now', { value: () => clock.nowMs(), writable: true, configurable: true });
  return ClockDate as unknown as DateConstructor;
}

/** Makes the page's clock (once per page): the world's clock, which the page's `Date` now reads. */
export function startPageClock(page: Window & typeof globalThis): ControlledClock {
  const Original = page.Date;
  const pageTime = Original.now.bind(Original);
  const clock = new ControlledClock(pageTime, load(page.localStorage));
  clock.onChange((setting) => save(page.localStorage, setting));
  page.addEventListener('storage', (event) => {
    if (event.key === KEY) clock.adopt(load(page.localStorage));
  });
  page.Date = dateFollowing(Original, clock);
  return clock;
}
