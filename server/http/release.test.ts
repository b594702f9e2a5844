import { writeFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { buildApp } from "../app.ts"
import { parseEnv } from "../env.ts"
import { fakeBuild } from "../testing/harness.ts"
import { RELEASE_MANIFEST, type ReleaseManifest } from "./release.ts"

describe("the release a server runs", () => {
  it("is named at /healthz, from the manifest the release wrote beside its build", async () => {
    const build = fakeBuild()
    const manifest: ReleaseManifest = {
      release: "20261129T010203Z-0123456789ab",
      commit: "0123456789ab".padEnd(40, "0"),
      ref: "main",
      madeAt: "2026-11-29T01:02:03.000Z",
      assets: [],
    }
    writeFileSync(path.join(build, RELEASE_MANIFEST), JSON.stringify(manifest))
    const app = await buildApp({
      env: parseEnv({
        BUILD_DIR: build,
        DATABASE_URL: "sqlite::memory:",
        LOG_LEVEL: "silent",
      }),
      logger: false,
    })
    try {
      const health = await app.inject({ url: "/healthz" })
      expect(health.statusCode).toBe(200)
      expect(health.json()).toMatchObject({
        status: "ok",
        release: manifest.release,
      })
    } finally {
      await app.close()
    }
  })
})
