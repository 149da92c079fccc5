import type { Browser } from '@playwright/test';
import { TEST_NOW } from '../support/clock.ts';
import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { printed, testProcesses } from './support/processes.ts';

// Two browsers (two contexts, two sessions) on one standalone mock server (mocks/README.md, "A world per session"):
// the dev server's app with its calls pointed at the server, which runs on the test clock as its own process
// (tests/mocks/support/mock-server-process.ts). Ports: this file's own, beside the suite's.

const MOCK_PORT = Number(process.env.E2E_SESSIONS_MOCK_PORT ?? 4463);
const APP_PORT = Number(process.env.E2E_SESSIONS_APP_PORT ?? 4464);
const APP = `http://localhost:${APP_PORT}`;
const API = `http://localhost:${MOCK_PORT}`;
const processes = testProcesses();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const server = processes.start(['node_modules/tsx/dist/cli.mjs', 'tests/mocks/support/mock-server-process.ts', String(MOCK_PORT), APP]);
  await printed(server, '{"url"', 'the mock server');
  processes.start(['node_modules/vite/bin/vite.js', '--port', String(APP_PORT), '--strictPort'], {
    VITE_REST_BASE_URL: API,
    VITE_GRAPHQL_URL: `${API}/graphql`,
    VITE_GRAPHQL_WS_URL: `ws://localhost:${MOCK_PORT}/graphql-subscriptions`,
  });
  await expect.poll(() => fetch(`${APP}/player/mytv`).then((response) => response.status, () => 0), { timeout: 120_000, intervals: [250] }).toBe(200);
});

test.afterAll(() => {
  processes.stopAll();
});

/** A second browser: a context of its own (its own cookies, so its own session), on the test clock. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install({ time: TEST_NOW });
  return page;
}

/** Waits for the Mocks panel (it controls the standalone server's world of this browser's session) and opens it. */
async function panelAt(page: Page, persona: string) {
  const summary = page.getByText(/^Mocks: /);
  await expect(summary).toHaveText(`Mocks: ${persona}`, FIRST_LOAD);
  if (!(await page.locator('details.mock-panel').evaluate((panel) => (panel as HTMLDetailsElement).open))) await summary.click();
}

/** Does what makes the panel reload the page (a persona switched, a world joined or left), and waits for the reload. */
async function reloading(page: Page, action: () => Promise<unknown>): Promise<void> {
  const loaded = page.waitForEvent('load', FIRST_LOAD);
  await action();
  await loaded;
}

async function openPanel(page: Page, persona: string) {
  await page.goto(`${APP}/player/mytv`);
  await panelAt(page, persona);
}

test("a persona switched in one browser's Mocks panel leaves the other's world alone; a named world both join is shared", async ({ page, browser }) => {
  // Two browsers, each loading the dev server's app seven times (every switch reloads the page): minutes on a busy machine.
  test.setTimeout(360_000);
  const other = await otherBrowser(browser);
  try {
    await openPanel(page, 'core-subscriber');
    await openPanel(other, 'core-subscriber');

    // One browser switches persona (the page reloads into its world); the other's is untouched.
    await reloading(page, () => page.getByLabel('Persona').selectOption('trial'));
    await panelAt(page, 'trial');
    await other.reload();
    await panelAt(other, 'core-subscriber');

    // A world name that is not one is refused with the reason, and the typed name stays.
    await other.getByLabel('Shared world').fill('living room');
    await other.getByRole('button', { name: 'Join' }).click();
    await expect(other.getByRole('alert')).toContainText("is not one: use 1 to 64 letters, digits, '.', '_' or '-'");
    await expect(other.getByLabel('Shared world')).toHaveValue('living room');

    // Both join the named world 'living-room': what one changes there, the other sees.
    // (The named world starts at the server's persona.)
    for (const each of [page, other]) {
      await each.getByLabel('Shared world').fill('living-room');
      await reloading(each, () => each.getByRole('button', { name: 'Join' }).click());
      await panelAt(each, 'core-subscriber');
      await expect(each.getByText('Shared world: living-room')).toBeVisible();
    }
    await reloading(page, () => page.getByLabel('Persona').selectOption('free-plan'));
    await panelAt(page, 'free-plan');
    await openPanel(other, 'free-plan');
    await expect(other.getByText('Shared world: living-room')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(other);

    // Leaving it is back to the browser's own world, as it was; the first browser's own is still on its persona.
    await reloading(other, () => other.getByRole('button', { name: 'Leave world' }).click());
    await panelAt(other, 'core-subscriber');
    await reloading(page, () => page.getByRole('button', { name: 'Leave world' }).click());
    await panelAt(page, 'trial');
  } finally {
    await other.context().close();
  }
});

test("a favorite made in one browser is absent in the other, and faults applied in one's Mocks panel leave the other's alone", async ({ page, browser }) => {
  test.setTimeout(360_000);
  const other = await otherBrowser(browser);
  try {
    for (const each of [page, other]) {
      await each.goto(`${APP}/player/guide`);
      await panelAt(each, 'core-subscriber');
    }
    // One browser makes favoriting fail, in its Mocks panel.
    const faults = 'CreateFavoriteChannel:graphql-error=Boom';
    // The panel's own message: the Guide may still show its 'Loading' placeholders (a status too) on a busy machine.
    const panel = page.locator('details.mock-panel');
    await panel.getByLabel('Faults').fill(faults);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByRole('status')).toHaveText('Faults applied.');

    // Its first channel not favorited yet (the same in both: one persona): favoriting it fails there...
    const heart = page.locator('.tile-group-header .favorite-button[aria-pressed="false"]').first();
    const channel = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Favorite /, '');
    expect(channel).not.toBe('');
    const heartIn = (each: Page) => each.locator('.tile-group-header').filter({ has: each.getByRole('heading', { name: channel, exact: true }) }).locator('.favorite-button');
    await heart.click();
    await expect(page.getByRole('button', { name: 'Try Again' }).first()).toBeVisible(FIRST_LOAD);

    // ...and works in the other browser, whose world has no fault.
    await expect(heartIn(other)).toHaveAttribute('aria-pressed', 'false');
    await heartIn(other).click();
    await expect(other.getByText(`${channel} added to your favorite channels`)).toBeVisible(FIRST_LOAD);
    await expect(heartIn(other)).toHaveAttribute('aria-pressed', 'true');
    await expect(other.getByLabel('Faults')).toHaveValue('');

    // The favorite made in the other browser is absent in the first, which still has its fault.
    await page.reload();
    await panelAt(page, 'core-subscriber');
    await expect(page.getByLabel('Faults')).toHaveValue(faults);
    await expect(heartIn(page)).toHaveAttribute('aria-pressed', 'false', FIRST_LOAD);
    await other.reload();
    await expect(heartIn(other)).toHaveAttribute('aria-pressed', 'true', FIRST_LOAD);
    await expectNoSeriousAccessibilityViolations(page);
  } finally {
    await other.context().close();
  }
});
