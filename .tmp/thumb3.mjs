import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
page.on('console', (m) => console.log('console', m.text().slice(0, 400)));
await page.goto('http://localhost:5331/player/player/vod/epi-yellowstone-s5e1');
await page.waitForTimeout(10000);
console.log(await page.evaluate(async () => {
  const conv = await import('/app/player/engine/manifest-to-dash.ts');
  const r = await fetch('/playback/manifest/VOD/epi-yellowstone-s5e1'); const m = await r.json();
  const mpd = conv.manifestToDash(m, r.url);
  const img = mpd.slice(mpd.indexOf('contentType="image"') - 40, mpd.indexOf('contentType="image"') + 500);
  return img;
}));
await browser.close();
