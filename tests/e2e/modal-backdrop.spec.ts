import { openAccount } from './support/pages.ts';
import { expect, test } from './support/test.ts';

// A dialog's backdrop dims the whole page behind it, down to the window's bottom edge: the mock build's Mocks tab (bottom
// right on a desktop) stays above it, and the dialog itself is centred in the room above that strip (dialog-fit.spec.ts).

test('on a desktop the backdrop of an open dialog covers the page down to the bottom edge, beside the Mocks tab', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const main = await openAccount(page);
  await main.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage Plan' })).toBeVisible();
  // What the browser draws on top at the bottom left corner and in the middle of the bottom row, left of the Mocks tab.
  const onTop = await page.evaluate(() =>
    [24, innerWidth / 2].map((x) => {
      const y = innerHeight - 2;
      const element = document.elementFromPoint(x, y);
      return element?.closest('.modal-overlay') ? 'backdrop' : `${element?.tagName.toLowerCase()}.${String(element?.className)}`;
    }),
  );
  expect(onTop).toEqual(['backdrop', 'backdrop']);
});
