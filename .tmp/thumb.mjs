import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.goto('http://localhost:5331/player/player/vod/epi-yellowstone-s5e1');
await page.waitForTimeout(12000);
console.log(await page.evaluate(async () => { const p = globalThis.__dbgPlayer; if (!p) return 'no player'; const tracks = p.getImageTracks ? p.getImageTracks() : 'n/a'; const t = await p.getThumbnails(null, 100); return JSON.stringify({ tracks, t }); }));
await browser.close();
