import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';

const port = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${port}`;

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser), against the real
 * server on a fresh embedded database, at desktop and phone width.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT ?? './.out/results',
  // A journey walks several pages as several people; on a loaded 2-core CI machine the longest took 1.5 min.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? './.out/report.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // A visitor who asked for less motion: antd's modals, drawers and messages appear at once
    // (app/antd-scope.tsx), so a journey does not wait for each animation to settle.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${BASE_URL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(port),
      ...(process.env.E2E_DATA_DIR ? { E2E_DATA_DIR: process.env.E2E_DATA_DIR } : {}),
    },
  },
});
