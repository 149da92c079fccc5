import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.goto('http://localhost:5331/player/player/vod/epi-yellowstone-s5e1');
await page.waitForTimeout(12000);
console.log(await page.evaluate(async () => {
  const r = await fetch('/playback/manifest/VOD/epi-yellowstone-s5e1'); const m = await r.json();
  const p = globalThis.__dbgPlayer; const man = p.getManifest && p.getManifest();
  return JSON.stringify({ sets: m.periods[0].adaptationSets.map((s) => [s.contentType, s.mimeType, JSON.stringify(s.essentialProperties), JSON.stringify(s.segmentTemplate), JSON.stringify(s.representations)]), img: man ? man.imageStreams?.length : 'no manifest api' });
}));
await browser.close();
