import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';

// Home's first hero backdrop is asked for at the width the screen can show (docs/decisions/0017-responsive-hero-backdrop.md):
// a phone picks one of the image service's narrower widths from the backdrop's srcset, a screen above the mobile
// breakpoint the hero's 1440 pixels; either way the picture is downloaded once, preload and image agreeing.

/** Opens Home and returns the width asked for in each request for the shown first slide's backdrop, and the one it shows. */
async function firstBackdropRequests(page: Page): Promise<{ widths: string[]; shown: string | null }> {
  const requested: URL[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/mock-images/hero/')) requested.push(new URL(request.url()));
  });
  await page.goto('/player/mytv');
  const backdrop = page.getByRole('region', { name: 'Featured' }).locator('.hero-slide:not([data-phase="leave"]) img.hero-backdrop').first();
  await expect.poll(() => backdrop.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), FIRST_LOAD).toBe(true);
  const shown = new URL(await backdrop.evaluate((image: HTMLImageElement) => image.currentSrc));
  return { widths: requested.filter((url) => url.pathname === shown.pathname).map((url) => url.searchParams.get('width') ?? 'none'), shown: shown.searchParams.get('width') };
}

test.describe('on a phone (412 px wide at 1.75 device pixels per CSS pixel, as Lighthouse’s mobile run)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test('the first hero backdrop is downloaded once, at 910 pixels', async ({ page }) => {
    expect(await firstBackdropRequests(page)).toEqual({ widths: ['910'], shown: '910' });
  });
});

test.describe('on a 1366 px desktop screen', () => {
  test.use({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });

  test('the first hero backdrop is downloaded once, at the hero’s 1440 pixels', async ({ page }) => {
    expect(await firstBackdropRequests(page)).toEqual({ widths: ['1440'], shown: '1440' });
  });
});
