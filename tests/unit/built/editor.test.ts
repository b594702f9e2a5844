import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { buildDir, skipWithoutBuild } from "../../support/built-html.ts"

/**
 * The editor (Keystatic) belongs to the development server alone: no file
 * the build writes names it or carries any of its code, compressed or not.
 */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? files(file) : [file]
  })

/** A built file's bytes as served: the precompressed copies decompressed. */
function contentOf(file: string): Buffer {
  const data = readFileSync(file)
  if (file.endsWith(".br")) return brotliDecompressSync(data)
  if (file.endsWith(".gz")) return gunzipSync(data)
  return data
}

describe.skipIf(skipWithoutBuild)("the built site without the editor", () => {
  it("has no file of the editor's and no byte of it in any file", () => {
    const all = files(buildDir)
    expect(all.length).toBeGreaterThan(100)
    const named = all.filter((file) => /keystatic|keystar/i.test(file))
    const carrying = all.filter((file) =>
      /keystatic|keystar/i.test(contentOf(file).toString("latin1")),
    )
    expect(named).toEqual([])
    expect(carrying).toEqual([])
  })
})
