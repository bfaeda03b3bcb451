import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, portOf } from '@zu/shared-build/site-processes';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A guard against a test that hangs, not a speed budget: CI's machine is at times twice as slow as a quiet one,
  // and a test with two browsers or a process restart then passes 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${portOf('shell')}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'fr-FR',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
});
