import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { ASSET_DAYS, pruneAssets, shareAssets } from "./shared-assets.ts"

const DAY_MS = 86_400_000

function build(root: string, name: string, files: Record<string, string>) {
  const client = path.join(root, name, "client")
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(client, "assets", file)), {
      recursive: true,
    })
    writeFileSync(path.join(client, "assets", file), text)
  }
  return client
}

describe("the releases' shared assets", () => {
  it("every release's build reaches every release's assets, and those no kept release brings go after a week", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "trabem-assets-"))
    const shared = path.join(root, "shared")
    const first = build(root, "a", {
      "app.1.css": "a",
      "fonts/inter.9.woff2": "f",
    })
    expect(shareAssets(first, shared)).toEqual([
      "app.1.css",
      "fonts/inter.9.woff2",
    ])
    const second = build(root, "b", {
      "app.2.css": "b",
      "fonts/inter.9.woff2": "f",
    })
    shareAssets(second, shared)
    for (const client of [first, second]) {
      expect(readlinkSync(path.join(client, "assets"))).not.toMatch(/^\//)
      expect(
        readFileSync(path.join(client, "assets", "app.1.css"), "utf8"),
      ).toBe("a")
      expect(
        readFileSync(path.join(client, "assets", "app.2.css"), "utf8"),
      ).toBe("b")
    }

    const old = new Date(Date.now() - (ASSET_DAYS + 1) * DAY_MS)
    for (const file of ["app.1.css", "app.2.css", "fonts/inter.9.woff2"])
      utimesSync(path.join(shared, file), old, old)
    // Only the second release is kept: its files stay however old.
    expect(pruneAssets(shared, [["app.2.css", "fonts/inter.9.woff2"]])).toEqual(
      ["app.1.css"],
    )
    expect(existsSync(path.join(shared, "app.2.css"))).toBe(true)
    // A file brought in the last week stays though no kept release brings it.
    writeFileSync(path.join(shared, "app.3.css"), "c")
    expect(pruneAssets(shared, [])).toEqual([
      "app.2.css",
      "fonts/inter.9.woff2",
    ])
    expect(existsSync(path.join(shared, "app.3.css"))).toBe(true)
  })
})
