import { readFile, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { listFiles } from "./html-files.ts"

const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|data)$/

/**
 * Writes .br and .gz beside each text file worth compressing, so the server
 * never compresses at request time.
 */
export async function precompress(clientDir: string): Promise<{ files: number }> {
  let files = 0
  for (const file of await listFiles(clientDir)) {
    if (!compressible.test(file)) continue
    const full = path.join(clientDir, file)
    if ((await stat(full)).size < 512) continue
    const body = await readFile(full)
    await writeFile(
      `${full}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    )
    await writeFile(`${full}.gz`, gzipSync(body, { level: 9 }))
    files++
  }
  return { files }
}
