import { defineConfig } from '@playwright/test';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    // Debian's chromium: Playwright cannot download browsers here.
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  },
};

/**
 * Two targets: the dev server (`npm start`, what a developer runs) and the static mock build
 * (`npm run build:mock`, production code with the mock world inside), on which the user journeys run.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // The machine has 2 cores shared by the dev server, the mock build preview and the browser.
  expect: { timeout: 10_000 },
  projects: [
    {
      name: 'dev-server',
      testMatch: ['start.spec.ts', 'mocks.spec.ts', 'shell.spec.ts'],
      use: { ...chromium, baseURL: 'http://localhost:5173' },
    },
    {
      name: 'mock-build',
      testIgnore: ['start.spec.ts', 'mocks.spec.ts', 'shell.spec.ts'],
      use: { ...chromium, baseURL: 'http://localhost:4173' },
    },
  ],
  webServer: [
    {
      command: 'npm start',
      url: 'http://localhost:5173/player/mytv',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npx vite build --mode mock --logLevel warn && npx vite preview --mode mock',
      url: 'http://localhost:4173/player/mytv',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
