/**
 * Debian's chromium as every browser run here launches it — the Playwright tests (playwright.config.ts), the benches
 * and Lighthouse — in one place, so that a flag added or dropped changes them all. Playwright cannot download
 * browsers on this machine kind: the apt package is the browser (see the README's set-up).
 */

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags of every launch: no sandbox (containers without user namespaces), no GPU, no /dev/shm (small in
 * containers), and nothing of chromium's own calling out (background networking, component updates, first-run pages)
 * on an offline machine.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Playwright's launch options for it (a new object each call: Playwright's types want an array of its own). */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] };
}
