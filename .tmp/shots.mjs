import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (const [w, h] of [[1366, 768], [400, 860]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('http://localhost:5331/player/show/shw-yellowstone');
  const b = page.getByRole('main').getByRole('button', { name: /^(Play|Resume) / }).first();
  await b.waitFor({ timeout: 40000 }); await b.click();
  await page.waitForTimeout(5000);
  await page.mouse.move(w / 2, h / 2); await page.mouse.move(w / 2 + 5, h / 2);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/p-controls-${w}.png` });
  const bar = page.getByRole('slider', { name: 'Seek' });
  const box = await bar.boundingBox();
  if (box) { await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2); await page.waitForTimeout(1500); }
  await page.screenshot({ path: `/tmp/p-seek-${w}.png` });
  await page.goto('http://localhost:5331/player/show/shw-yellowstone?faults=getManifest:playback-error=TOO_MANY_STREAMS');
  const c = page.getByRole('main').getByRole('button', { name: /^(Play|Resume) / }).first();
  await c.waitFor({ timeout: 40000 }); await c.click();
  await page.getByRole('alert').waitFor({ timeout: 20000 });
  await page.getByRole('button', { name: 'Details' }).click();
  await page.screenshot({ path: `/tmp/p-error-${w}.png` });
  await page.close();
}
await browser.close();
