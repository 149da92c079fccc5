import { expect, FIRST_LOAD, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// The settings page's details as a viewer reads them, reached from the account menu: the mobile number written
// as people write a US number ('(512) 555-0148', not its stored E.164 form '+15125550148'), and the store badges
// of 'Get the apps', each reading 'Get it on' and the platform's own name (Apple TV, Fire TV, iOS, LG…), all
// drawn in the same type sizes.

test('the settings page writes the mobile number as people do, and every store badge names its platform properly, at one size', async ({ page }) => {
  await page.goto('/player/mytv');
  await page.getByRole('button', { name: 'Account menu' }).click(FIRST_LOAD);
  await page.locator('.account-menu-list').getByRole('link', { name: 'Settings' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Sign-in information' })).toBeVisible(FIRST_LOAD);

  const facts = main.locator('.settings-facts');
  await expect(facts.getByText('(512) 555-0148', { exact: true })).toBeVisible();
  await expect(facts.getByText('+15125550148')).toHaveCount(0);

  const badges = main.getByRole('region', { name: 'Get the apps' }).getByRole('img');
  await expect(badges).toHaveCount(8);
  const names = await badges.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
  expect(names).toEqual(['Apple TV', 'Fire TV', 'Roku', 'iOS', 'Android TV', 'Samsung', 'Vizio', 'LG']);
  // What each badge's art says, and the type sizes it says it in (read from the image the page shows).
  const art = await badges.evaluateAll((images) =>
    Promise.all(
      images.map(async (image) => {
        const text = await (await fetch((image as HTMLImageElement).src)).text();
        const svg = new DOMParser().parseFromString(text, 'image/svg+xml');
        const lines = [...svg.querySelectorAll('text')];
        return { words: lines.map((line) => line.textContent).join(' '), sizes: lines.map((line) => line.getAttribute('font-size')).join(' ') };
      }),
    ),
  );
  expect(art.map((badge) => badge.words)).toEqual(names.map((name) => `Get it on ${name}`));
  expect(new Set(art.map((badge) => badge.sizes)).size).toBe(1);
  await expectNoSeriousAccessibilityViolations(page);
});
