/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config"

/** Vitest with Astro's Vite configuration, so tests render pages as the build does. */
export default getViteConfig({
  test: {
    include: ["{app,server,common,scripts,tests/unit}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["./tests/support/content-store.ts"],
  },
})
