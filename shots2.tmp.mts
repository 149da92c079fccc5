import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/wt/lead/scripts/chromium.ts';
const browser = await chromium.launch(chromiumLaunchOptions('headless-shell'));
for (const w of [400, 1366]) {
const page = await browser.newPage({ viewport: { width: w, height: 860 } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 200)); });
const t0 = Date.now();
await page.goto('http://localhost:5290/player/guide');
await page.getByRole('heading', { name: 'Guide', level: 1 }).waitFor();
console.log(w, 'guide heading', Date.now() - t0);
try { await page.getByRole('button', { name: /Jordan/ }).waitFor({ timeout: 30000 }); console.log('account menu', Date.now() - t0); } catch (e) { console.log('no account menu after 30s'); }
await page.screenshot({ path: `/tmp/shot-guide2-${w}.png` });
}
await browser.close();
