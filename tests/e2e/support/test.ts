/**
 * Every browser test imports `test` and `expect` from here, not from '@playwright/test': the page's
 * clock is installed at the test instant before the first navigation, so the app and the mock world
 * (MSW runs in the page) both see the same time, whatever the hour the suite runs at. The clock then
 * runs at the real pace (timers, animations and debounces behave as usual); `test.use({ clockAt })`
 * runs a file or describe block at another instant.
 *
 * Every test gets its own browser context, so it starts with empty storage: a fresh mock world of the
 * default persona (the world persists in localStorage only within a test), and no service worker yet.
 *
 * A first load is the one step whose length depends on the machine (the dev server compiles modules on
 * first request, the mock build starts its service worker and world): every `page.goto` and `page.reload`
 * waits here, with the FIRST_LOAD budget, until the app or receiver has drawn into its root, so the
 * expectations after it keep the ordinary timeout whatever the machine's load. The config's test timeout holds one
 * such load; each later one (a reload, another page) adds its own FIRST_LOAD to the test's budget.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { TEST_NOW } from '../../support/clock.ts';

export { expect, type Locator, type Page } from '@playwright/test';

/** The budget of a first load, sized for a busy 2-core machine (the suite's one place for it). */
export const FIRST_LOAD = { timeout: 30_000 };

/** Resolves once the page's app root (app, receiver, sender console) has content; pages without one at once. */
async function appDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return root === null || root.childElementCount > 0;
    },
    null,
    { ...FIRST_LOAD, polling: 100 },
  );
}

/** The loads of one test's pages: the config's timeout holds the first one's FIRST_LOAD, each later one adds its own. */
interface Loads {
  count: number;
}

/** A load after the test's first gets its own FIRST_LOAD in the test's budget (a reload is a whole first load again). */
function budgetFor(loads: Loads): void {
  loads.count += 1;
  if (loads.count > 1) base.info().setTimeout(base.info().timeout + FIRST_LOAD.timeout);
}

/** Makes `goto` and `reload` of a page wait for the first draw. */
function waitForFirstDraw(page: Page, loads: Loads): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    budgetFor(loads);
    const response = await goto(url, options);
    await appDrawn(page);
    return response;
  };
  page.reload = async (options) => {
    budgetFor(loads);
    const response = await reload(options);
    await appDrawn(page);
    return response;
  };
}

export const test = base.extend<{ clockAt: Date }>({
  clockAt: [TEST_NOW, { option: true }],
  // Every page of the test's context (the first one and those a test opens: a receiver tab, a sender console).
  context: async ({ context }, use) => {
    const loads: Loads = { count: 0 };
    context.on('page', (page) => waitForFirstDraw(page, loads));
    await use(context);
  },
  page: async ({ page, clockAt }, use) => {
    await page.clock.install({ time: clockAt });
    await use(page);
  },
});

/**
 * Stops the page's clock a second ahead of the page's time, so that from here on only `page.clock.runFor` moves it,
 * until `page.clock.resume()`: a wait the app counts on that clock (the player's idle fade, a request's deadline) then
 * ends where the test says, not when a busy machine's slower steps have let the real time pass. On such a machine that
 * second can pass before the pause reaches the page ('Cannot fast-forward to the past'); it is asked again from the
 * page's new time.
 */
export async function holdPageClock(page: Page): Promise<void> {
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  }).toPass();
}
