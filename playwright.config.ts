import { defineConfig } from '@playwright/test';

/** Browser tests run in Debian's chromium (no browser downloads here) against `npm start`. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:5173',
    browserName: 'chromium',
    launchOptions: {
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
  },
  webServer: {
    command: 'npm start',
    url: 'http://localhost:5173/player/mytv',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
