import { existsSync, readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { symbolId } from "#app/components/ui/icon-sheet.ts"

/**
 * The icon sprite's drawings: every id named in `app/components/ui/icon-ids.ts`
 * and every name imported from `lucide-react` in `app/`, read from lucide's
 * own modules and written as `<symbol>`s on lucide's 24 px grid, each with
 * the id `icon-<lucide id>`.
 */
const lucideImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g

const require = createRequire(import.meta.url)
const lucideDir = path.dirname(require.resolve("lucide-react/package.json"))
const lucideEsm = path.join(lucideDir, "dist/esm")

interface IconData {
  readonly name: string
  readonly node: readonly (readonly [string, Record<string, unknown>])[]
}

/** lucide's exported names (with their aliases) → the icon's file name. */
function lucideExports(): Map<string, string> {
  const index = readFileSync(path.join(lucideEsm, "lucide-react.mjs"), "utf8")
  const map = new Map<string, string>()
  for (const [, names = "", file = ""] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g,
  )) {
    for (const [, alias] of names.matchAll(/default as (\w+)/g))
      map.set(alias ?? "", file)
  }
  return map
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Names imported from `lucide-react` anywhere in the app, type imports left out. */
function importedNames(appDir: string): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(appDir)) {
    for (const [, list = ""] of readFileSync(file, "utf8").matchAll(
      lucideImport,
    )) {
      for (const part of list.split(",")) {
        const name = part.trim()
        if (name && !name.startsWith("type ")) names.add(name)
      }
    }
  }
  return names
}

/** The lucide ids named in the icon table (its quoted values). */
function tableIds(file: string): string[] {
  const table = readFileSync(file, "utf8")
  return [...table.matchAll(/^\s+\w+: "([a-z0-9-]+)",$/gm)].map((m) => m[1] ?? "")
}

/** One lucide icon's drawing, read from lucide's own module. */
async function iconData(file: string): Promise<IconData> {
  const source = path.join(lucideEsm, "icons", `${file}.mjs`)
  if (!existsSync(source)) throw new Error(`lucide-react has no icon ${file}`)
  const module = (await import(source)) as { __iconData?: IconData }
  if (!module.__iconData) throw new Error(`lucide icon without data: ${file}`)
  return module.__iconData
}

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

function symbol(id: string, data: IconData): string {
  const shapes = data.node
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => `${kebab(name)}="${String(value)}"`)
        .join(" ")
      return `<${tag} ${attributes}/>`
    })
    .join("")
  return `<symbol id="${symbolId(id)}" viewBox="0 0 24 24">${shapes}</symbol>`
}

/**
 * The sprite of an app folder, and the lucide names it imports mapped to
 * their drawings' ids. Throws on a name or id lucide does not have.
 */
export async function buildSprite(appDir: string) {
  const exports = lucideExports()
  const components = new Map<string, string>()
  for (const name of importedNames(appDir)) {
    const file = exports.get(name)
    if (!file) throw new Error(`lucide-react has no icon named ${name}`)
    components.set(name, file)
  }
  const table = tableIds(path.join(appDir, "components/ui/icon-ids.ts"))
  const ids = new Set([...components.values(), ...table])
  const symbols: string[] = []
  for (const id of [...ids].sort()) symbols.push(symbol(id, await iconData(id)))
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`
  return { sprite, components }
}

