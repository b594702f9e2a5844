/// <reference types="vitest/config" />
import { availableParallelism } from "node:os"
import { getViteConfig } from "astro/config"

/** Vitest with Astro's Vite configuration, so tests render pages as the build does. */
export default getViteConfig({
  test: {
    include: ["{app,server,common,scripts,tests/unit}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Most files wait on servers, builds, nginx and databases rather than
    // compute: one file more than the cores keeps them busy (the default is
    // one fewer).
    maxWorkers: availableParallelism() + 1,
    globalSetup: ["./tests/support/content-store.ts"],
  },
})
