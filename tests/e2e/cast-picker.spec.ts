import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { DEVICE, receiverStatus } from './support/cast.ts';
import { ENCRYPTED_SHOW, PLAY } from './support/player.ts';

// The device picker's states on the mock build: a device that is not available is disabled and says so, a device
// that never answers a connect is shown errored with Try again, and the device this browser casts to is an entry
// of its own with Disconnect. The simulated devices are receiver pages told what to be by their query
// (receiver/state/simulation-settings.ts: ?device=, ?available=false, ?answers=false).

/** A simulated device beside the app, once it says it is not connected. */
async function openDevice(app: Page, query: string): Promise<Page> {
  const receiver = await app.context().newPage();
  await receiver.goto(`/receiver/${query}`);
  await expect(receiverStatus(receiver)).toHaveText('Not connected', FIRST_LOAD);
  return receiver;
}

test('the picker shows a device that is not available disabled, a failed connect errored with Try again, and the casting device on its own with Disconnect', async ({ page }) => {
  test.slow();
  await page.goto(ENCRYPTED_SHOW);
  await expect(page.getByRole('main').getByRole('button', { name: PLAY }).first()).toBeVisible(FIRST_LOAD);
  const livingRoom = await openDevice(page, '');
  await openDevice(page, '?device=Office&available=false');
  await openDevice(page, '?device=Kitchen&answers=false');

  // Opened from the keyboard: the picker lists the three devices to connect to, none casting yet.
  const castButton = page.getByRole('banner').getByRole('button', { name: 'Cast' });
  await castButton.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Connect to' });
  const devices = picker.getByRole('list', { name: 'Devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(3, FIRST_LOAD);
  await expect(picker.getByRole('list', { name: 'Casting device' })).toHaveCount(0);

  // Not available: disabled, with its reason.
  const office = devices.getByRole('listitem').filter({ hasText: 'Office' });
  await expect(office).toContainText('Chromecast · Not available');
  await expect(office.getByRole('button', { name: /Office/ })).toBeDisabled();

  // A device that never answers: the connect fails, the entry says so and offers Try again.
  const kitchen = devices.getByRole('listitem').filter({ hasText: 'Kitchen' });
  await kitchen.getByRole('button', { name: /Kitchen/ }).focus();
  await page.keyboard.press('Enter');
  await expect(kitchen).toContainText('Could not connect', { timeout: 30_000 });
  const retry = kitchen.getByRole('button', { name: 'Try again' });
  await expect(retry).toHaveAccessibleDescription('Kitchen');
  await expectNoSeriousAccessibilityViolations(page);
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('list', { name: 'Casting device' })).toContainText('Connecting…');
  await expect(kitchen).toContainText('Could not connect', { timeout: 30_000 });

  // Connecting to the living room TV closes the picker; opened again, that device is its own entry with Disconnect.
  await devices.getByRole('button', { name: new RegExp(DEVICE) }).focus();
  await page.keyboard.press('Enter');
  await expect(receiverStatus(livingRoom)).toHaveText('Connected', FIRST_LOAD);
  await expect(picker).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: `Casting on ${DEVICE}` }).click();
  const casting = picker.getByRole('list', { name: 'Casting device' });
  await expect(casting.getByRole('listitem')).toHaveCount(1);
  await expect(casting).toContainText(DEVICE);
  await expect(casting).toContainText('Connected');
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices).not.toContainText(DEVICE);
  const disconnect = casting.getByRole('button', { name: 'Disconnect' });
  await expect(disconnect).toHaveAccessibleDescription(DEVICE);
  await expectNoSeriousAccessibilityViolations(page);

  await disconnect.focus();
  await page.keyboard.press('Enter');
  await expect(receiverStatus(livingRoom)).toHaveText('Not connected');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cast' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});
