import { readdir } from "node:fs/promises"
import path from "node:path"

/** Every file under a folder, recursively, as paths relative to it. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort()
}

export async function listHtmlFiles(root: string): Promise<string[]> {
  return (await listFiles(root)).filter((f) => f.endsWith(".html"))
}
