import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config.ts';
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from '../../scripts/chromium.ts';

// The browser tests run in Debian's chromium-headless-shell, not in a window of the full browser: every new context of
// the full browser also starts its user interface's WebUI renderer, so a test's first page load cost 1.6 times
// the CPU it costs in the shell (Home on the mock build: 3.77 against 2.29 CPU-s, six alternating loads, load 9–10). A project that went back to the
// full browser would slow the whole suite unseen; this says so.
describe('the browser under test', () => {
  it("every Playwright project launches Debian's headless shell", () => {
    const projects = config.projects ?? [];
    expect(projects.map((project) => project.name)).toEqual(['dev-server', 'mock-build']);
    for (const project of projects) {
      expect(project.use?.launchOptions?.executablePath, project.name).toBe(CHROMIUM_HEADLESS_SHELL_PATH);
    }
    expect(CHROMIUM_HEADLESS_SHELL_PATH).not.toBe(CHROMIUM_PATH);
  });

  it('.ci/run installs the headless shell the tests launch', async () => {
    const run = await readFile(new URL('../../.ci/run', import.meta.url), 'utf8');
    expect(run).toMatch(/command -v chromium-headless-shell[^\n]*missing\+=\(chromium-headless-shell\)/);
  });
});
