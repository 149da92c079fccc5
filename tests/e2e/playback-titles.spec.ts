import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { connectFrom, DEVICE, expectReceiverDecoding, openReceiver } from './support/cast.ts';

// Names and titles: a show's Play plays the episode the server resolved (Yellowstone: S5 E1), and the player
// header, the mini controller and the receiver name that episode ('S5 | E1' and its title), never the
// show's '5 Seasons'.

const SHOW = '/player/show/shw-yellowstone';
const PLAY = /^(Play|Resume) /;
const EPISODE_LINE = 'S5 | E1 · One Hundred Years Is Nothing';
const BOOT = { timeout: 30_000 };

async function clickShowPlay(page: Page): Promise<void> {
  const button = page.getByRole('main').getByRole('button', { name: PLAY }).first();
  await expect(button).toBeVisible(BOOT);
  await button.hover();
  await button.click();
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 400, height: 860 },
]) {
  test(`the player names the episode a show plays, on ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(SHOW);
    await clickShowPlay(page);
    await expect(page).toHaveURL(/\/player\/player\/vod\/epi-yellowstone-s5e1/);
    const player = page.getByRole('region', { name: 'Video Player' });
    await expect(player.getByRole('heading', { level: 1, name: 'Yellowstone' })).toBeVisible(BOOT);
    await expect(player.getByText(EPISODE_LINE, { exact: true })).toBeVisible();
    await expect(player.getByText('5 Seasons')).toHaveCount(0);
    await expectNoSeriousAccessibilityViolations(page);
  });
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 400, height: 860 },
]) {
  test(`a player opened by its URL, or reloaded, names what it plays in its header, on ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const player = page.getByRole('region', { name: 'Video Player' });
    // No tile handed it a name: the player finds it from the asset in its URL.
    await page.goto('/player/player/vod/epi-yellowstone-s5e1');
    for (const step of ['opened', 'reloaded']) {
      if (step === 'reloaded') await page.reload();
      // Pointing at the player shows its controls, and their header.
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.move(viewport.width / 2 + 10, viewport.height / 2);
      await expect(player, step).toHaveAttribute('data-controls', 'true', BOOT);
      await expect(player.getByRole('heading', { level: 1, name: 'Yellowstone' }), step).toBeVisible(BOOT);
      await expect(player.getByText(EPISODE_LINE, { exact: true }), step).toBeVisible();
      await expect(page, step).toHaveTitle('Airwave | Yellowstone');
    }
    await expectNoSeriousAccessibilityViolations(page);
    // A channel by its name.
    await page.goto('/player/player/channel/ch-amc');
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.move(viewport.width / 2 + 10, viewport.height / 2);
    await expect(player.getByRole('heading', { level: 1, name: 'AMC' })).toBeVisible(BOOT);
    await expect(page).toHaveTitle('Airwave | AMC');
    await expectNoSeriousAccessibilityViolations(page);
  });
}

test('the mini controller and the receiver name the episode a show plays while casting', async ({ page }) => {
  test.slow();
  await page.goto(SHOW);
  await expect(page.getByRole('main').getByRole('button', { name: PLAY }).first()).toBeVisible(BOOT);
  const receiver = await openReceiver(page);
  await connectFrom(page);
  await expect(page.getByRole('banner').getByRole('button', { name: `Casting on ${DEVICE}` })).toBeVisible();
  await clickShowPlay(page);
  await expectReceiverDecoding(receiver);

  const mini = page.getByRole('region', { name: 'Cast controls' });
  await expect(mini.getByText('Yellowstone', { exact: true })).toBeVisible();
  await expect(mini.getByText(EPISODE_LINE, { exact: true })).toBeVisible();
  await expect(mini.getByText('5 Seasons')).toHaveCount(0);
  await expect(receiver.getByRole('heading', { level: 1, name: 'Yellowstone' })).toBeVisible();
  await expect(receiver.getByText(EPISODE_LINE, { exact: true })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  // 'Maximize player controls': the player, the cast's remote, says what is casting and where, by the same names.
  await mini.getByRole('button', { name: 'Maximize player controls' }).click();
  const player = page.getByRole('region', { name: 'Video Player' });
  await expect(player.getByRole('status').filter({ hasText: `Casting on ${DEVICE}` })).toBeVisible();
  await expect(player.getByRole('heading', { level: 1, name: 'Yellowstone' })).toBeVisible();
  await expect(player.getByText(EPISODE_LINE, { exact: true })).toBeVisible();
  await expect(player.getByText('5 Seasons')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});
