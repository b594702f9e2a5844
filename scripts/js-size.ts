import { readFile } from "node:fs/promises"
import path from "node:path"
import { brotliCompressSync, constants } from "node:zlib"
import { publicPageRoutes } from "../app/config/pages.ts"
import { htmlFileOf } from "./build/page-list.ts"

/**
 * `npm run size`: JavaScript, compressed as served (brotli), each page loads at start (module
 * scripts and modulepreloads in its HTML), against the budgets: 130 KB on
 * the home pages, 100 KB on the help pages.
 */
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client")
const sizes = new Map<string, number>()

async function gzSize(asset: string): Promise<number> {
  const cached = sizes.get(asset)
  if (cached !== undefined) return cached
  const size = brotliCompressSync(await readFile(path.join(clientDir, asset)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length
  sizes.set(asset, size)
  return size
}

for (const route of publicPageRoutes) {
  const html = await readFile(
    path.join(clientDir, htmlFileOf(route.path)),
    "utf8",
  )
  const scripts = new Set(
    [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ""),
  )
  let total = 0
  for (const s of scripts) total += await gzSize(s)
  console.log(
    `${route.path.padEnd(22)} ${(total / 1024).toFixed(1).padStart(6)} KB in ${scripts.size} files`,
  )
}
