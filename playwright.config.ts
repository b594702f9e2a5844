import { defineConfig } from "@playwright/test"
import { CHROMIUM_ARGS, chromiumPath } from "./tests/support/chromium.ts"
import { e2eEnv, E2E_BASE_URL } from "./tests/support/e2e-env.ts"

/**
 * Browser tests against the built site served by the real server (Debian's
 * Chromium, never a downloaded one).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  globalSetup: "./tests/support/global-setup.ts",
  use: {
    baseURL: E2E_BASE_URL,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: "off",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "node server/main.ts",
    url: `${E2E_BASE_URL}/healthz`,
    env: e2eEnv(),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
})
