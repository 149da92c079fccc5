import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

const chromium = {
  browserName: 'chromium' as const,
  // Air times and 'Today'/'Tomorrow' are shown in the browser's zone: one zone on every machine. The
  // instant itself is the test clock's (tests/e2e/support/test.ts installs it in every page).
  timezoneId: 'UTC',
  locale: 'en-US',
  // Debian's chromium-headless-shell (Playwright cannot download browsers here): the browser without its own user
  // interface, as Playwright runs headless tests by default (scripts/chromium.ts; tests/contract/browser-under-test).
  launchOptions: chromiumLaunchOptions('headless-shell'),
};

// Ports default to the README's; E2E_DEV_PORT / E2E_PREVIEW_PORT let two checkouts test side by side.
const devPort = Number(process.env.E2E_DEV_PORT ?? 5173);
const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 4173);

/**
 * Two targets: the dev server (`npm start`, what a developer runs) and the static mock build
 * (`npm run build:mock`, production code with the mock world inside), on which the user journeys run.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Four files at a time on two cores: most of a browser test's time is waiting (media decoding at its own pace,
  // timers, the service worker) or its first page load, so a worker more keeps the cores busy while the others wait.
  // Measured on 50 mock-build tests (player, browse, checkout-card, receiver specs), two `yes` CPU burners beside as in
  // CI, runs alternated, CPU per run from a cpuacct cgroup: at load 11–20, 3 workers 228 s and 212 s, 4 workers 200 s
  // and 199 s, every test green each time, the CPU per run the same (231–260 CPU-s); at load 22–31 (other sessions'
  // runs too), 3 workers 627 s and 591 s (one timeout), 5 workers 563 s (two timeouts) and 427 s: five was not tried
  // at the lower load, and its first run timed out twice. (Earlier: 3 workers 456 s against 2 workers' 540 s on 112 tests, and
  // 2 workers nearly halved the run against one.) No test depends on being alone; tests within a file still run in order.
  workers: 4,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // The machine has 2 cores shared by the dev server, the mock build preview and the browser. A first load waits
  // up to FIRST_LOAD (tests/e2e/support/test.ts) on its own, so a test's budget is that plus its steps; each later
  // load of the test (a reload, another page) adds its own FIRST_LOAD there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    {
      name: 'dev-server',
      // What a developer runs: the start page, the app answered by its in-browser mocks under the Mocks panel, the
      // shell's routes and one whole cast between the dev server's app and its /receiver/ (the last three tagged
      // @dev-server). The Mocks panel's and the shell's other journeys and the other casting and receiver journeys run
      // on the mock build only: a dev-server page load costs two to three times a build's (hundreds of modules fetched
      // one by one), and they test the same code (shell.spec's 11 behaviour journeys: 124 s on the dev server, 47 s on
      // the build, one worker, same machine, load 21–29).
      testMatch: ['start.spec.ts', 'mocks.spec.ts', 'shell.spec.ts', 'cast.spec.ts'],
      grepInvert: /(cast|mocks|shell)\.spec\.ts (?!.*@dev-server)/,
      use: { ...chromium, baseURL: `http://localhost:${devPort}` },
    },
    {
      name: 'mock-build',
      testIgnore: ['start.spec.ts'],
      // The shell's routes and the mocks' start are the dev server's (above); the Mocks panel's journeys run here.
      grepInvert: /(mocks|shell)\.spec\.ts .*@dev-server/,
      use: { ...chromium, baseURL: `http://localhost:${previewPort}` },
    },
  ],
  webServer: [
    {
      command: devPort === 5173 ? 'npm start' : `npx vite --port ${devPort} --strictPort`,
      url: `http://localhost:${devPort}/player/mytv`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // `npm test` builds it beside its checks (`build:e2e`, package.json) and says so with E2E_MOCK_BUILT, so that the
      // suite starts on that build at once; run on its own (`npm run test:e2e`), the suite builds the current code first.
      command: `${process.env.E2E_MOCK_BUILT === '1' ? '' : 'npm run build:e2e && '}npx vite preview --mode mock --port ${previewPort}`,
      url: `http://localhost:${previewPort}/player/mytv`,
      reuseExistingServer: !process.env.CI,
      // The mock build is a full production build: minutes on a busy 2-core machine.
      timeout: 300_000,
    },
  ],
});
