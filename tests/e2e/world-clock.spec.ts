import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

// The world's clock in the developer's hands, on the mock build: the Mocks panel sets it, the mock world and the
// page's own time move together, and a screen that depends on the time shows the new one. The page's clock starts
// at the test instant (tests/support/clock.ts: 2026-05-01 18:20 UTC); the trial persona's trial, and so its first
// bill, ends five days later, on 2026-05-06 at 18:20 UTC.

test('the Mocks panel sets the world clock: bad input is said, and the account page reads the new time', async ({ page }) => {
  // Two full loads of the account page (open, and the panel's reload after the change).
  test.slow();
  await page.goto('/player/user/account?scenario=trial');
  const main = page.getByRole('main');
  const due = main.locator('.billing-bill-due');
  await expect(due).toHaveText('Due May 6, 2026');

  await page.getByText(/^Mocks: /).click();
  const clock = page.getByRole('form', { name: 'World clock' });
  await expect(clock).toContainText(/World time 2026-05-01 18:2\d UTC, real time/);
  const when = clock.getByRole('textbox', { name: /^Date and time/ });
  const rate = clock.getByRole('textbox', { name: /^Rate/ });
  const message = page.locator('#mock-panel-message');

  // What the world cannot take is said, and stays in its field to be corrected.
  await when.fill('tomorrow evening');
  await clock.getByRole('button', { name: 'Set clock' }).click();
  await expect(message).toHaveText(/^Clock not set: "tomorrow evening" is not a date and time: write it as ISO 8601 with its zone/);
  await expect(message).toHaveAttribute('role', 'alert');
  await expect(when).toHaveValue('tomorrow evening');
  await when.fill('2026-05-06T16:00');
  await clock.getByRole('button', { name: 'Set clock' }).click();
  await expect(message).toHaveText(/has no time zone: add Z for UTC or an offset such as -05:00/);
  await when.fill('2026-05-06T16:00Z');
  await rate.fill('-60');
  await clock.getByRole('button', { name: 'Set clock' }).click();
  await expect(message).toHaveText(/^Clock not set: The clock's rate cannot be negative \(got -60\)/);

  // Two hours and twenty minutes before the bill, frozen there; set from the keyboard (Enter submits the form).
  await rate.fill('1');
  await clock.getByRole('checkbox', { name: 'Frozen' }).check();
  const reloaded = page.waitForEvent('load');
  await rate.press('Enter');
  await reloaded;
  await expect(due).toHaveText('Billed within 3 hours');

  // The page's own time is the world's.
  expect(await page.evaluate(() => [new Date().toISOString(), new Date(Date.now()).toISOString()])).toEqual(['2026-05-06T16:00:00.000Z', '2026-05-06T16:00:00.000Z']);
  const world = await page.evaluate(async () => ((await fetch('/__mocks/clock')).json()) as Promise<Record<string, unknown>>);
  expect(world).toEqual({ now: '2026-05-06T16:00:00.000Z', rate: 1, frozen: true, controlled: true });

  await page.getByText(/^Mocks: /).click();
  await expect(clock).toContainText('World time 2026-05-06 16:00 UTC, frozen');
  await expectNoSeriousAccessibilityViolations(page);

  // Back to real time: the page's clock follows its own time again (the test's, from the test instant on).
  const back = page.waitForEvent('load');
  await clock.getByRole('button', { name: 'Real time' }).click();
  await back;
  await expect(due).toHaveText('Due May 6, 2026');
});
