/**
 * Every browser test imports `test` and `expect` from here, not from '@playwright/test': the page's
 * clock is installed at the test instant before the first navigation, so the app and the mock world
 * (MSW runs in the page) both see the same time, whatever the hour the suite runs at. The clock then
 * runs at the real pace (timers, animations and debounces behave as usual); `test.use({ clockAt })`
 * runs a file or describe block at another instant.
 *
 * Every test gets its own browser context, so it starts with empty storage: a fresh mock world of the
 * default persona (the world persists in localStorage only within a test), and no service worker yet.
 */
import { test as base } from '@playwright/test';
import { TEST_NOW } from '../../support/clock.ts';

export { expect, type Locator, type Page } from '@playwright/test';

export const test = base.extend<{ clockAt: Date }>({
  clockAt: [TEST_NOW, { option: true }],
  page: async ({ page, clockAt }, use) => {
    await page.clock.install({ time: clockAt });
    await use(page);
  },
});
