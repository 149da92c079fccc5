import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { connectFrom, DEVICE, expectReceiverDecoding, openReceiver, receiverStatus } from './support/cast.ts';

// Casting survives the sender: a reload of the app, or a new tab of the same browser, joins the running
// session (the session id the app saved for its origin, as the Cast SDK's origin-scoped auto-join does), the
// mini controller comes back, and the device in use by this browser offers Disconnect, which stops the TV.

const SHOW = '/player/show/shw-yellowstone';
const PLAY = /^(Play|Resume) /;
/** The rejoin must not wait on any timer longer than this (the settle delay of the cast code is 3 s). */
const REJOIN_BUDGET_MS = 2000;
const CLOCK_STEP_MS = 100;
const PAUSE_MARGIN_MS = 300;

declare global {
  interface Window {
    /** The page's idle callbacks, held: work put off until the page has settled never runs. */
    heldIdleCallbacks?: IdleRequestCallback[];
  }
}

/** Connects the app to the receiver and plays the show's first episode there; returns the receiver page. */
async function castAnEpisode(page: Page): Promise<Page> {
  await page.goto(SHOW);
  const receiver = await openReceiver(page);
  await connectFrom(page);
  await expect(receiverStatus(receiver)).toHaveText('Connected');
  await page.getByRole('main').getByRole('button', { name: PLAY }).first().click();
  await expectReceiverDecoding(receiver);
  await expect(page.getByRole('region', { name: 'Cast controls' }).getByText(`Casting on ${DEVICE}`)).toBeVisible();
  return receiver;
}

/**
 * Pauses the page clock (the whole context's) as soon as the page is up, then waits for `sign` while letting
 * at most REJOIN_BUDGET_MS of page time pass: only work that needs no longer timer can bring it, however slow
 * the machine is. (Before the pause the clock runs at the real pace: the callers hold the page's idle
 * callbacks, so the one longer path, the cast code coming in once the page has settled, cannot run then.)
 */
async function expectWithinBudget(page: Page, sign: () => Promise<boolean>): Promise<void> {
  // A pause asked for a moment the busy machine has already passed is refused: asked again a little later.
  let pausedAt: number | null = null;
  for (let attempt = 1; pausedAt === null; attempt += 1) {
    const target = (await page.evaluate(() => Date.now())) + PAUSE_MARGIN_MS;
    try {
      await page.clock.pauseAt(target);
      pausedAt = target;
    } catch (error) {
      if (attempt >= 5 || !/to the past/.test(String(error))) throw error;
    }
  }
  let advanced = PAUSE_MARGIN_MS;
  await expect
    .poll(async () => {
      if (await sign()) return true;
      if (advanced + CLOCK_STEP_MS <= REJOIN_BUDGET_MS) {
        await page.clock.runFor(CLOCK_STEP_MS);
        advanced += CLOCK_STEP_MS;
      }
      return sign();
    }, FIRST_LOAD)
    .toBe(true);
  await page.clock.resume();
}

/** Holds the page's idle callbacks from its next load on: work put off until the page has settled never runs. */
async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.heldIdleCallbacks = [];
    window.requestIdleCallback = (callback) => window.heldIdleCallbacks?.push(callback) ?? 0;
  });
}

async function expectReceiverStopped(receiver: Page): Promise<void> {
  await expect(receiverStatus(receiver)).toHaveText('Not connected');
  await expect(receiver.locator('.receiver')).toHaveAttribute('data-screen', 'idle');
  const video = receiver.getByTestId('receiver-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused || element.readyState === 0)).toBe(true);
}

test('a reload while casting rejoins the session: the mini controller is back within 2 s, and Disconnect in the picker stops the receiver', async ({ page }) => {
  test.slow();
  const receiver = await castAnEpisode(page);

  // Reload, with the page never idle: the cast code cannot come in the ordinary way (once the page settled).
  await neverIdle(page);
  await page.reload();
  const mini = page.getByRole('region', { name: 'Cast controls' });
  await expectWithinBudget(page, () => mini.getByText(`Casting on ${DEVICE}`).isVisible());
  await expect(mini.getByText('Yellowstone', { exact: true })).toBeVisible();
  // The receiver played on, undisturbed.
  await expect(receiverStatus(receiver)).toHaveText('Connected');
  await expectReceiverDecoding(receiver);

  // The device in use by this browser offers Disconnect, which stops the TV.
  await page.getByRole('banner').getByRole('button', { name: `Casting on ${DEVICE}` }).click();
  const picker = page.getByRole('dialog', { name: 'Connect to' });
  await expect(picker.getByRole('listitem').filter({ hasText: DEVICE })).toContainText('Connected');
  const stop = picker.getByRole('button', { name: 'Disconnect' });
  await expect(stop).toHaveAccessibleDescription(DEVICE);
  await expectNoSeriousAccessibilityViolations(page);
  await stop.click();
  await expectReceiverStopped(receiver);
  await expect(mini).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cast' })).toBeVisible();

  // Nothing is left to rejoin: the next reload casts nothing.
  await page.reload();
  await expect(page.getByRole('main').getByRole('button', { name: PLAY }).first()).toBeVisible(FIRST_LOAD);
  await expect(mini).toHaveCount(0);
  await expect(receiverStatus(receiver)).toHaveText('Not connected');
});

test('a new tab of the same browser joins the session; Disconnect there ends it in every tab', async ({ page }) => {
  test.slow();
  const receiver = await castAnEpisode(page);

  const tab = await page.context().newPage();
  await neverIdle(tab);
  await tab.goto('/player/guide');
  const tabMini = tab.getByRole('region', { name: 'Cast controls' });
  await expectWithinBudget(tab, () => tabMini.getByText(`Casting on ${DEVICE}`).isVisible());
  // Both tabs drive the one session: a pause from the new tab pauses the TV, and the first tab sees it.
  await tabMini.getByRole('button', { name: 'Pause', exact: true }).click();
  const receiverVideo = receiver.getByTestId('receiver-video');
  await expect.poll(() => receiverVideo.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await expect(page.getByRole('region', { name: 'Cast controls' }).getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  await tabMini.getByRole('button', { name: `Casting on ${DEVICE}` }).click();
  const picker = tab.getByRole('dialog', { name: 'Connect to' });
  await picker.getByRole('button', { name: 'Disconnect' }).click();
  await expectReceiverStopped(receiver);
  await expect(tabMini).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cast controls' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(tab);
});
