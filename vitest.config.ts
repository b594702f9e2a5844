import { defineConfig } from "vitest/config"
import { iconSprite } from "./scripts/build/icon-sprite.ts"

export default defineConfig({
  plugins: [iconSprite()],
  test: {
    include: ["{app,server,common,scripts,tests/unit}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
})
