/**
 * Debian's chromium as every browser run here launches it — the Playwright tests (playwright.config.ts), the benches
 * and Lighthouse — in one place, so that a flag added or dropped changes them all. Playwright cannot download
 * browsers on this machine kind: the apt package is the browser (see the README's set-up).
 */

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium build (Blink, V8, media, EME) without the browser's own user
 * interface, as Playwright runs headless tests by default. A window of the full browser, headless or not, also starts
 * the browser UI's WebUI renderer (the omnibox's pop-up), 0.63–0.74 CPU-s per new context measured on this machine,
 * about a fifth of a browser test's first page load, which no `--disable-features` switch stops. The browser tests
 * run in it; the benches and Lighthouse keep the full browser (CHROMIUM_PATH), the one viewers have.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

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

/**
 * Playwright's launch options for the full browser, or for the headless shell (the browser tests); a new object each
 * call: Playwright's types want an array of its own.
 */
export function chromiumLaunchOptions(browser: 'full' | 'headless-shell' = 'full'): { executablePath: string; args: string[] } {
  return { executablePath: browser === 'full' ? CHROMIUM_PATH : CHROMIUM_HEADLESS_SHELL_PATH, args: [...CHROMIUM_FLAGS] };
}
