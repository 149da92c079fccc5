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

/** A `Date` whose current time (`new Date()`, `Date.now()`, `Date()`) is the clock's; everything else is `Original`'s. */
function dateFollowing(Original: DateConstructor, clock: Pick<ControlledClock, 'nowMs'>): DateConstructor {
  return new Proxy(Original, {
    construct: (target, args: unknown[], newTarget: NewableFunction) => Reflect.construct(target, args.length === 0 ? [clock.nowMs()] : args, newTarget) as object,
    apply: () => new Original(clock.nowMs()).toString(),
    get: (target, key, receiver: unknown) => (key === 'now' ? () => clock.nowMs() : Reflect.get(target, key, receiver)),
  });
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
