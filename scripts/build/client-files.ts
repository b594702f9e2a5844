import { readFile, rename, rm } from "node:fs/promises"
import path from "node:path"
import { listFiles } from "./html-files.ts"

/** Where the client build's module manifest is kept, out of the served folder. */
export const clientManifestFile = (buildDir: string) =>
  path.join(buildDir, "client-manifest.json")

/**
 * Leaves in build/client only what browsers load. The browser never runs
 * React Router's client router (pages hydrate with React alone,
 * app/hydrate.tsx), so the files it would
 * fetch on client-side navigation (`*.data`) and the shell it would start from
 * (`__spa-fallback.html`) go. Vite's module manifest moves beside the folder:
 * `npm run size` reads which chunks each page's view loads from it.
 */
export async function tidyClientBuild(buildDir: string) {
  const clientDir = path.join(buildDir, "client")
  await rename(
    path.join(clientDir, ".vite", "manifest.json"),
    clientManifestFile(buildDir),
  )
  await rm(path.join(clientDir, ".vite"), { recursive: true })
  const unused = (await listFiles(clientDir)).filter(
    (f) => f.endsWith(".data") || f === "__spa-fallback.html",
  )
  await Promise.all(unused.map((f) => rm(path.join(clientDir, f))))
  return { removed: unused.length }
}

interface ManifestChunk {
  readonly file: string
  readonly name?: string
  readonly imports?: readonly string[]
  readonly dynamicImports?: readonly string[]
}

export type ClientManifest = Record<string, ManifestChunk>

export async function readClientManifest(
  buildDir: string,
): Promise<ClientManifest> {
  return JSON.parse(
    await readFile(clientManifestFile(buildDir), "utf8"),
  ) as ClientManifest
}

/**
 * The chunks a page loads for its view (`home` for app/views/home.tsx) once
 * it has painted: the hydration module (app/hydrate.tsx) first, the view's
 * chunk, which that module imports by name, and their static imports.
 */
export async function viewChunks(
  buildDir: string,
  view: string,
): Promise<string[]> {
  const manifest = await readClientManifest(buildDir)
  const hydrate = manifest["app/hydrate.tsx"]
  const key = hydrate?.dynamicImports?.find((k) => manifest[k]?.name === view)
  if (!key) throw new Error(`No chunk for the view "${view}"`)
  const files = new Set<string>()
  const visit = (k: string) => {
    const chunk = manifest[k]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit("app/hydrate.tsx")
  visit(key)
  return [...files]
}
